// A list on a phone: the row keeps its main columns — the selection box, the first listed field
// (the record's link), the fields marked `list.primary` (a status) and the row's actions — the
// fields marked `list.summary` go in one line under the record's link (an order's day, restaurant,
// items and total: what the row is about, without opening it), and each row's details show the
// user's other columns (body-rows.tsx), so no cell is cut and the table fits the screen. Wider than
// NARROW_SCREEN, nothing moves.
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/media-query';
import type { AnyResource } from '@/lib/resource-definition';
import { listedFields } from './columns';

const NONE: string[] = [];

/** The listed fields a phone shows under the record's link (`list.summary`). */
export function summaryOnNarrow(resource: AnyResource): string[] {
  return listedFields(resource.fields)
    .slice(1)
    .filter((field) => field.list && field.list.summary)
    .map((field) => field.name);
}

/** The listed fields a phone moves into the row's details: those after the first not marked primary. */
export function foldedOnNarrow(resource: AnyResource): string[] {
  return listedFields(resource.fields)
    .slice(1)
    .filter((field) => !(field.list && field.list.primary))
    .map((field) => field.name);
}

/**
 * What the rows show (the table model's column visibility) and what their details show, from the
 * user's choice in the column picker. The picker keeps choosing what the list shows on a phone too:
 * a column turned on shows in the row when it is a main one, else in each row's details; turned off,
 * in neither. The choice is stored as the user made it, never with the columns the phone folds, so a
 * wider window shows the columns as they were.
 */
export function useNarrowColumns(resource: AnyResource, chosen: ColumnVisibilityState) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  return useMemo(() => {
    if (!narrow) return { rowVisibility: chosen, detailColumns: NONE, summaryColumns: NONE };
    const folded = foldedOnNarrow(resource).filter((id) => chosen[id] !== false);
    const summary = new Set(summaryOnNarrow(resource));
    return {
      rowVisibility: { ...chosen, ...Object.fromEntries(folded.map((id) => [id, false])) },
      detailColumns: folded.filter((id) => !summary.has(id)),
      summaryColumns: folded.filter((id) => summary.has(id)),
    };
  }, [narrow, resource, chosen]);
}

/**
 * The columns the table model changed (it sees the rows' columns, not the user's choice): what the
 * user's choice takes from a change the model made, leaving the columns the phone folded as chosen.
 */
export function changedColumns(before: ColumnVisibilityState, after: ColumnVisibilityState): ColumnVisibilityState {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries([...ids].filter((id) => (before[id] ?? true) !== (after[id] ?? true)).map((id) => [id, after[id] ?? true]));
}
