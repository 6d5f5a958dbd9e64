// Path parameters of admin and public routes (e.g. /restaurants/$id): a record id is a whole
// number ≥ 1. Anything else is not a page: the route answers 404 (spec §4, "validation fails").
import { notFound } from '@tanstack/react-router';
import type { ModelType } from '@/api/models';
import { isModelType } from './model-types';

export function parseRecordId(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw notFound();
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

/** For a route's `params.parse`: turns each named parameter into a record id or answers 404. */
export function recordIdParams<K extends string>(...names: K[]) {
  return (params: Record<K, string>): Record<K, number> =>
    Object.fromEntries(names.map((name) => [name, parseRecordId(params[name])])) as Record<K, number>;
}

/** A model type code (/admin/tenants/link/{modelType}/…), else 404. */
export function parseModelType(value: string): ModelType {
  const code = /^\d{1,2}$/.test(value) ? Number(value) : undefined;
  if (!isModelType(code)) throw notFound();
  return code;
}
