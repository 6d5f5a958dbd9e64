// A record's items on a phone (an order's items, a bill's), where a table of six or seven columns
// does not fit: one block per item, its name first, then the table's other columns as label: value
// pairs drawn by the same cells (the phone lists' DetailList), then its actions.
import type { ReactNode } from 'react';
import { DetailList } from './row-details';
import './item-blocks.css';

/** A column of the items' table; on a phone, one line of an item's block. */
export interface ItemField<T> {
  key: string;
  title: string;
  render: (item: T) => ReactNode;
}

interface Props<T> {
  items: T[];
  /** The list's accessible name: the table's ('Items'). */
  label: string;
  nameOf: (item: T) => string;
  fields: ItemField<T>[];
  actions?: (item: T) => ReactNode;
  className?: string;
}

export function ItemBlocks<T extends { id: number }>({ items, label, nameOf, fields, actions, className }: Props<T>) {
  return (
    <ul className={className ? `l-item-blocks ${className}` : 'l-item-blocks'} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} aria-label={nameOf(item)}>
          <p className="l-item-blocks__name">{nameOf(item)}</p>
          <DetailList items={fields.map((field) => ({ id: field.key, label: field.title, content: field.render(item) }))} />
          {actions && <div className="l-item-blocks__actions">{actions(item)}</div>}
        </li>
      ))}
    </ul>
  );
}
