// The order's items on a phone, where the table's seven columns do not fit: one block per item,
// its name first, then the table's other columns as label: value pairs drawn by the same cells,
// then its actions.
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import type { OrderItem } from '@/api/models';
import { DetailList } from '@/crud/row-details';
import './order-item-list.css';

/** A column of the items' table (order-items-table.tsx); on a phone, one line of an item's block. */
export interface ItemColumn {
  key: string;
  title: string;
  align?: 'end';
  dataIndex?: 'description';
  render?: (value: unknown, item: OrderItem) => ReactNode;
}

export function OrderItemList({ items, columns, label, emptyText }: { items: OrderItem[]; columns: ItemColumn[]; label: string; emptyText: string }) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  const fields = columns.filter((column) => column.key !== 'description' && column.key !== 'actions');
  const actions = columns.find((column) => column.key === 'actions');
  return (
    <ul className="l-order-items" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} aria-label={item.description}>
          <p className="l-order-items__name">{item.description}</p>
          <DetailList items={fields.map((column) => ({ id: column.key, label: column.title, content: column.render?.(undefined, item) }))} />
          {actions?.render && <div className="l-order-items__actions">{actions.render(undefined, item)}</div>}
        </li>
      ))}
    </ul>
  );
}
