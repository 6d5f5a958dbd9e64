// Ready-made list filters for resource definitions (see FilterBuilder in list-query.ts).
import { parseTenantId } from '@/lib/tenancy';
import { isIsoDate } from '../domain/dates';
import { attributeName, translate, type Locale } from '../messages';
import { validationError } from '../responses';
import { parseBoolean } from '../validation-rules';
import type { Accessor, FilterBuilder } from './list-query';

/** `key[]=A&key[]=B`: the field is any of the values. */
export function anyOf<R, C>(field: Accessor<R>): FilterBuilder<R, C> {
  return (values) => {
    const wanted = new Set(values);
    return (record) => wanted.has(String(field(record)));
  };
}

/** `key=true|false` (or 1/0, as the SPA sends booleans); anything else: no filter. */
export function isTrue<R, C>(field: Accessor<R>): FilterBuilder<R, C> {
  return (values) => {
    const wanted = parseBoolean(values[0]);
    return wanted === undefined ? undefined : (record) => field(record) === wanted;
  };
}

/** `key=<id>` (a whole number ≥ 1); anything else: no filter. */
export function hasId<R, C>(field: Accessor<R>): FilterBuilder<R, C> {
  return (values) => {
    const wanted = parseTenantId(values[0]); // the same "whole number ≥ 1" parse
    return wanted === undefined ? undefined : (record) => field(record) === wanted;
  };
}

/** `key[]=1&key[]=2`: the record's list of ids holds any of them; no valid id: no filter. */
export function sharesId<R, C>(field: (record: R) => readonly number[]): FilterBuilder<R, C> {
  return (values) => {
    const wanted = values.map(parseTenantId).filter((id): id is number => id !== undefined);
    return wanted.length ? (record) => field(record).some((id) => wanted.includes(id)) : undefined;
  };
}

/** `key=YYYY-MM-DD`, tested by `test`; an invalid date answers 422 on the key. */
export function onDate<R, C extends { locale: Locale }>(
  key: string, test: (record: R, date: string) => boolean,
): FilterBuilder<R, C> {
  return (values, context) => {
    const date = values[0];
    if (!isIsoDate(date)) {
      const { locale } = context;
      throw validationError({ [key]: [translate('date', locale, { attribute: attributeName(key, locale) })] }, locale);
    }
    return (record) => test(record, date);
  };
}
