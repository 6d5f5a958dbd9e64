// The record a non-CRUD route acts on (e.g. PUT bills/{id}/paid): the path's id, visible to the
// caller, else Laravel's 404 — the same answer the CRUD factory gives.
import type { Predicate } from './list-query';
import { parseId, RECORD_NOT_FOUND } from './resource-handlers';
import { notFound } from '../responses';

export function findVisibleRow<R extends { id: number }>(rows: readonly R[], rawId: string | undefined, visible: Predicate<R>): R {
  const id = parseId(rawId);
  const row = id === undefined ? undefined : rows.find((candidate) => candidate.id === id);
  if (!row || !visible(row)) throw notFound(RECORD_NOT_FOUND);
  return row;
}
