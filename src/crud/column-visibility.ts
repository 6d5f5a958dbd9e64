// Which columns a user shows, remembered per table in localStorage.
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useState } from 'react';
import type { AnyResource } from '@/lib/resource-definition';

const storageKey = (table: string) => `lunch.table.${table}.columns`;

function defaults(resource: AnyResource): ColumnVisibilityState {
  return Object.fromEntries(resource.fields.filter((field) => field.list && field.list.hidden).map((field) => [field.name, false]));
}

function read(resource: AnyResource): ColumnVisibilityState {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(resource.key)) ?? 'null') as unknown;
    if (stored && typeof stored === 'object') return { ...defaults(resource), ...(stored as ColumnVisibilityState) };
  } catch {
    // unreadable: fall back to the defaults
  }
  return defaults(resource);
}

export function useColumnVisibility(resource: AnyResource) {
  const [visibility, setVisibility] = useState(() => read(resource));
  const update = (next: ColumnVisibilityState) => {
    setVisibility(next);
    try {
      localStorage.setItem(storageKey(resource.key), JSON.stringify(next));
    } catch {
      // storage full or blocked: the choice lasts for this visit
    }
  };
  return [visibility, update] as const;
}
