// A bill's items (date, order, menu, quantity, payer, amount) and, below, its totals per cost
// category. All rows at once: the page is also the printed bill.
import { Table } from 'antd';
import { useIntl } from 'react-intl';
import type { BillItem } from '@/api/models';
import { formatValue } from '@/crud/field-format';
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
  return (
    <Table<BillItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      aria-label={intl.formatMessage(billMessages.items)}
      locale={{ emptyText: intl.formatMessage(billMessages.itemsEmpty) }}
      columns={[
        { key: 'date', title: intl.formatMessage(billMessages.date), render: (_, item) => formatValue(intl, dateField, item) },
        { key: 'order', title: intl.formatMessage(billMessages.order), dataIndex: 'order_number' },
        { key: 'menu', title: intl.formatMessage(billMessages.menu), dataIndex: 'description' },
        { key: 'quantity', title: intl.formatMessage(billMessages.quantity), align: 'end', render: (_, item) => intl.formatNumber(item.quantity) },
        { key: 'payer', title: intl.formatMessage(billMessages.payer), render: (_, item) => payer(item.payer) },
        { key: 'category', title: intl.formatMessage(billMessages.category), render: (_, item) => intl.formatMessage(billMessages[item.category]) },
        { key: 'amount', title: intl.formatMessage(billMessages.amount), align: 'end', render: (_, item) => formatMoney(intl, item.amount) },
      ]}
    />
  );
}

export function BillTotalsTable({ items }: { items: BillItem[] }) {
  const intl = useIntl();
  const totals = billTotals(items);
  return (
    <table className="bill-totals" aria-label={intl.formatMessage(billMessages.totals)}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(billMessages.category)}</th>
          <th scope="col">{intl.formatMessage(billMessages.items)}</th>
          <th scope="col">{intl.formatMessage(billMessages.amount)}</th>
        </tr>
      </thead>
      <tbody>
        {totals.byCategory.map(({ category, count, amount }) => (
          <tr key={category}>
            <th scope="row">{intl.formatMessage(billMessages[category])}</th>
            <td>{intl.formatNumber(count)}</td>
            <td>{formatMoney(intl, amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{intl.formatMessage(billMessages.total)}</th>
          <td>{intl.formatNumber(items.length)}</td>
          <td>{formatMoney(intl, totals.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
