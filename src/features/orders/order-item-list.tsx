// The order's items on a phone, where the table's seven columns do not fit: one block per item
// (crud/item-blocks.tsx), its name first, then the table's other columns as label: value pairs
// drawn by the same cells, then its actions.
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import type { OrderItem } from '@/api/models';
import { ItemBlocks } from '@/crud/item-blocks';

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
  const fields = columns
    .filter((column) => column.key !== 'description' && column.key !== 'actions')
    .map((column) => ({ key: column.key, title: column.title, render: (item: OrderItem) => column.render?.(undefined, item) }));
  const actions = columns.find((column) => column.key === 'actions')?.render;
  return (
    <ItemBlocks
      items={items}
      label={label}
      nameOf={(item) => item.description}
      fields={fields}
      actions={actions && ((item) => actions(undefined, item))}
    />
  );
}
