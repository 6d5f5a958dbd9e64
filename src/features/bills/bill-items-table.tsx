// The printed bill's items (date, order, menu, quantity, payer, amount), every one of them in a plain
// table whose header repeats on each printed page, and the bill's totals per cost category, which
// come from the bill itself (the contract's Bill.totals), not from adding its items up here.
import { useIntl } from 'react-intl';
import type { Bill, BillItem } from '@/api/models';
import { formatValue } from '@/crud/field-format';
import { formatMoney } from '@/lib/money';
import { PAYER_OPTIONS } from '@/resources/orders';
import { billMessages } from './bill-messages';

const dateField = { name: 'requested_date', label: billMessages.date, type: 'date' } as const;

export function BillItemsTable({ items }: { items: BillItem[] }) {
  const intl = useIntl();
  const payer = (value: BillItem['payer']) => {
    const option = PAYER_OPTIONS.find((choice) => choice.value === value);
    return option ? intl.formatMessage(option.label) : value;
  };
  if (items.length === 0) return <p>{intl.formatMessage(billMessages.itemsEmpty)}</p>;
  return (
    <table className="bill-table" aria-label={intl.formatMessage(billMessages.items)}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(billMessages.date)}</th>
          <th scope="col">{intl.formatMessage(billMessages.order)}</th>
          <th scope="col">{intl.formatMessage(billMessages.menu)}</th>
          <th scope="col" className="bill-figure">{intl.formatMessage(billMessages.quantity)}</th>
          <th scope="col">{intl.formatMessage(billMessages.payer)}</th>
          <th scope="col">{intl.formatMessage(billMessages.category)}</th>
          <th scope="col" className="bill-figure">{intl.formatMessage(billMessages.amount)}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="bill-nowrap">{formatValue(intl, dateField, item)}</td>
            <td className="bill-nowrap">{item.order_number}</td>
            <td>{item.description}</td>
            <td className="bill-figure">{intl.formatNumber(item.quantity)}</td>
            <td>{payer(item.payer)}</td>
            <td>{intl.formatMessage(billMessages[item.category])}</td>
            <td className="bill-figure">{formatMoney(intl, item.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BillTotalsTable({ bill }: { bill: Bill }) {
  const intl = useIntl();
  return (
    <div className="bill-table-scroll">
      <table className="bill-table bill-totals" aria-label={intl.formatMessage(billMessages.totals)}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(billMessages.category)}</th>
            <th scope="col" className="bill-figure">{intl.formatMessage(billMessages.items)}</th>
            <th scope="col" className="bill-figure">{intl.formatMessage(billMessages.amount)}</th>
          </tr>
        </thead>
        <tbody>
          {bill.totals.map(({ category, items_count, amount }) => (
            <tr key={category}>
              <th scope="row">{intl.formatMessage(billMessages[category])}</th>
              <td className="bill-figure">{intl.formatNumber(items_count)}</td>
              <td className="bill-figure">{formatMoney(intl, amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{intl.formatMessage(billMessages.total)}</th>
            <td className="bill-figure">{intl.formatNumber(bill.items_count)}</td>
            <td className="bill-figure">{formatMoney(intl, bill.amount)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
