// More of Laravel's rules, for the catalogue's form requests (validation.ts has the core), and the
// conversions a form request's validated() + model casts apply afterwards.
import { isIsoDate, isTime } from './domain/dates';
import type { MessageKey } from './messages';
import { isEmpty, valueAt, type Input, type Rule } from './validation';

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function isInteger(value: unknown): boolean {
  return typeof value === 'number' ? Number.isInteger(value) : typeof value === 'string' && INTEGER.test(value);
}

function isNumber(value: unknown): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && NUMBER.test(value);
}

/** Laravel's boolean rule: true, false, 1, 0, "1", "0" (and "true"/"false" from query strings and forms). */
export function parseBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

export const integer: Rule = { check: (v) => (isInteger(v) ? undefined : { key: 'integer' }) };
export const numeric: Rule = { check: (v) => (isNumber(v) ? undefined : { key: 'numeric' }) };
export const boolean: Rule = { check: (v) => (parseBoolean(v) === undefined ? { key: 'boolean' } : undefined) };
export const date: Rule = { check: (v) => (isIsoDate(v) ? undefined : { key: 'date' }) };
/** date_format:H:i */
export const time: Rule = { check: (v) => (isTime(v) ? undefined : { key: 'dateFormat', params: { format: 'H:i' } }) };
export const object: Rule = {
  check: (v) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : { key: 'array' }),
};

export function oneOf(values: readonly string[]): Rule {
  return { check: (v) => (typeof v === 'string' && values.includes(v) ? undefined : { key: 'in' }) };
}

/** regex:pattern (on strings; other values fail too). */
export function matches(pattern: RegExp): Rule {
  return { check: (v) => (typeof v === 'string' && pattern.test(v) ? undefined : { key: 'regex' }) };
}

/** `required` with the contract's own message instead of Laravel's. */
export function requiredSaying(key: MessageKey): Rule {
  return { implicit: true, check: (v) => (isEmpty(v) ? { key } : undefined) };
}

/** exists / a custom "visible in the tenant" rule: "The selected :attribute is invalid." */
export function exists(found: (value: unknown) => boolean): Rule {
  return { check: (v) => (found(v) ? undefined : { key: 'in' }) };
}

/** Numeric min/max (only once the value is a number; `integer`/`numeric` report the rest). */
export function minValue(min: number): Rule {
  return { check: (v) => (isNumber(v) && Number(v) < min ? { key: 'minNumeric', params: { min } } : undefined) };
}

export function maxValue(max: number): Rule {
  return { check: (v) => (isNumber(v) && Number(v) > max ? { key: 'maxNumeric', params: { max } } : undefined) };
}

export function between(min: number, max: number): Rule {
  return {
    check: (v) => (isNumber(v) && (Number(v) < min || Number(v) > max) ? { key: 'between', params: { min, max } } : undefined),
  };
}

/** required_with: required when `other` (a dot path) is present and not empty. */
export function requiredWith(other: string): Rule {
  return {
    implicit: true,
    check: (v, _field, input) =>
      isEmpty(v) && !isEmpty(valueAt(input, other)) ? { key: 'requiredWith', fields: { values: other } } : undefined,
  };
}

/** after_or_equal:other; `otherValue` may fall back to a stored value (PUT without the other field). */
export function afterOrEqual(other: string, otherValue: (input: Input) => unknown = (input) => valueAt(input, other)): Rule {
  return {
    check: (v, _field, input) => {
      const bound = otherValue(input);
      if (!isIsoDate(bound)) return undefined; // the other field reports its own error
      return isIsoDate(v) && v >= bound ? undefined : { key: 'afterOrEqual', fields: { date: other } };
    },
  };
}

// Conversions of validated values.
export const toText = (value: unknown): string | null => (isEmpty(value) ? null : String(value));
/** For integer and numeric fields alike. */
export const toNumber = (value: unknown): number | null => (isEmpty(value) ? null : Number(value));
export const toBoolean = (value: unknown): boolean => parseBoolean(value) ?? false;

/**
 * PUT keeps the stored value of a field the body leaves out; POST takes the default. A field that
 * is not nullable (booleans, enums) also keeps it when sent empty.
 */
export function given<T>(input: Input, key: string, convert: (value: unknown) => T, otherwise: T, nullable = true): T {
  const value = input[key];
  return key in input && (nullable || !isEmpty(value)) ? convert(value) : otherwise;
}
