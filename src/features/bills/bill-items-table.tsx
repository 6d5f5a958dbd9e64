// A bill's items (date, order, menu, quantity, payer, amount) and, below, its totals per cost
// category. All rows at once, in plain tables: the page is also the printed bill. On a phone's
// screen the items are blocks instead (crud/item-blocks.tsx, as an order's items), the menu first:
// seven columns squeezed the menu's name to a letter a line. CSS chooses (bill-print.css), so a
// bill printed from a phone is the table.
import { useIntl } from 'react-intl';
import type { BillItem } from '@/api/models';
import { formatValue } from '@/crud/field-format';
import { ItemBlocks, type ItemField } from '@/crud/item-blocks';
import { formatMoney } from '@/lib/money';
import { PAYER_OPTIONS } from '@/resources/orders';
import { billMessages } from './bill-messages';
import { billTotals } from './bill-totals';

const dateField = { name: 'requested_date', label: billMessages.date, type: 'date' } as const;

export function BillItemsTable({ items }: { items: BillItem[] }) {
  const intl = useIntl();
  const payer = (value: BillItem['payer']) => {
    const option = PAYER_OPTIONS.find((choice) => choice.value === value);
    return option ? intl.formatMessage(option.label) : value;
  };
  if (items.length === 0) return <p>{intl.formatMessage(billMessages.itemsEmpty)}</p>;
  const label = intl.formatMessage(billMessages.items);
  const fields: ItemField<BillItem>[] = [
    { key: 'date', title: intl.formatMessage(billMessages.date), render: (item) => formatValue(intl, dateField, item) },
    { key: 'order', title: intl.formatMessage(billMessages.order), render: (item) => item.order_number },
    { key: 'quantity', title: intl.formatMessage(billMessages.quantity), render: (item) => intl.formatNumber(item.quantity) },
    { key: 'payer', title: intl.formatMessage(billMessages.payer), render: (item) => payer(item.payer) },
    { key: 'category', title: intl.formatMessage(billMessages.category), render: (item) => intl.formatMessage(billMessages[item.category]) },
    { key: 'amount', title: intl.formatMessage(billMessages.amount), render: (item) => formatMoney(intl, item.amount) },
  ];
  // Blocks for a phone's screen; a plain table otherwise: all rows at once, its header repeated on
  // each printed page.
  return (
    <>
      <ItemBlocks items={items} label={label} nameOf={(item) => item.description} fields={fields} className="bill-item-blocks" />
      <div className="bill-table-scroll">
        <table className="bill-table" aria-label={label}>
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
      </div>
    </>
  );
}

export function BillTotalsTable({ items }: { items: BillItem[] }) {
  const intl = useIntl();
  const totals = billTotals(items);
  return (
    <table className="bill-table bill-totals" aria-label={intl.formatMessage(billMessages.totals)}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(billMessages.category)}</th>
          <th scope="col" className="bill-figure">{intl.formatMessage(billMessages.items)}</th>
          <th scope="col" className="bill-figure">{intl.formatMessage(billMessages.amount)}</th>
        </tr>
      </thead>
      <tbody>
        {totals.byCategory.map(({ category, count, amount }) => (
          <tr key={category}>
            <th scope="row">{intl.formatMessage(billMessages[category])}</th>
            <td className="bill-figure">{intl.formatNumber(count)}</td>
            <td className="bill-figure">{formatMoney(intl, amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{intl.formatMessage(billMessages.total)}</th>
          <td className="bill-figure">{intl.formatNumber(items.length)}</td>
          <td className="bill-figure">{formatMoney(intl, totals.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
