// A small subset of Laravel's validator: the rules this API uses, Laravel's semantics (only
// `required` runs on an empty value; all failing rules of a field are reported, in order) and
// its input middleware (TrimStrings except passwords, ConvertEmptyStringsToNull).
import { attributeName, translate, type Locale, type MessageKey } from './messages';
import { validationError } from './responses';

export type Input = Record<string, unknown>;

interface Failure {
  key: MessageKey;
  params?: Record<string, string | number>;
  /** Params that name another field (e.g. required_with's :values), shown as its attribute name. */
  fields?: Record<string, string>;
}

export interface Rule {
  /** Implicit rules also run when the value is empty. */
  implicit?: boolean;
  check(value: unknown, field: string, input: Input): Failure | undefined;
}

const UNTRIMMED = new Set(['password', 'password_confirmation', 'current_password']);
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function normalise(input: Input): Input {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => {
      if (typeof value !== 'string') return [key, value];
      const text = UNTRIMMED.has(key) ? value : value.trim();
      return [key, text === '' ? null : text];
    }),
  );
}

/** The request's JSON (or form) body as Laravel's `$request->all()` would see it. */
export async function readInput(request: Request): Promise<Input> {
  const text = await request.text();
  if (!text) return {};
  try {
    if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
      return normalise(Object.fromEntries(new URLSearchParams(text)));
    }
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? normalise(parsed as Input) : {};
  } catch {
    return {};
  }
}

export const required: Rule = { implicit: true, check: (v) => (isEmpty(v) ? { key: 'required' } : undefined) };
export const string: Rule = { check: (v) => (typeof v === 'string' ? undefined : { key: 'string' }) };
export const email: Rule = {
  check: (v) => (typeof v === 'string' && EMAIL.test(v) ? undefined : { key: 'email' }),
};
export const confirmed: Rule = {
  check: (v, field, input) => (input[`${field}_confirmation`] === v ? undefined : { key: 'confirmed' }),
};

export function min(length: number): Rule {
  return {
    check: (v) => (typeof v === 'string' && [...v].length < length ? { key: 'min', params: { min: length } } : undefined),
  };
}

export function max(length: number): Rule {
  return {
    check: (v) => (typeof v === 'string' && [...v].length > length ? { key: 'max', params: { max: length } } : undefined),
  };
}

/** `taken(value)` says whether another row already holds the value. */
export function unique(taken: (value: string) => boolean): Rule {
  return { check: (v) => (typeof v === 'string' && taken(v) ? { key: 'unique' } : undefined) };
}

/** Fortify's PasswordValidationRules: required, string, Password::default() (min 8), confirmed. */
export const passwordRules: Rule[] = [required, string, min(8), confirmed];

/** The value at a dot-notation path ("menu_defaults.price"), as Laravel's data_get. */
export function valueAt(input: Input, path: string): unknown {
  return path.split('.').reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    input,
  );
}

/** Every failure of every field (dot-notation keys), translated; {} when the input is valid. */
export function collectErrors(input: Input, schema: Record<string, Rule[]>, locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, rules] of Object.entries(schema)) {
    const value = valueAt(input, field);
    const messages = rules
      .filter((rule) => rule.implicit || !isEmpty(value))
      .map((rule) => rule.check(value, field, input))
      .filter((failure): failure is Failure => failure !== undefined)
      .map((f) => {
        const named = Object.entries(f.fields ?? {}).map(([param, other]) => [param, attributeName(other, locale)]);
        return translate(f.key, locale, { attribute: attributeName(field, locale), ...f.params, ...Object.fromEntries(named) });
      });
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}

/** Answers 422 (by throwing) when there are errors. */
export function throwIfInvalid(errors: Record<string, string[]>, locale: Locale): void {
  if (Object.keys(errors).length > 0) throw validationError(errors, locale);
}

/** Collect every failure; answer 422 by throwing. Returns the validated fields as strings. */
export function validate<K extends string>(input: Input, schema: Record<K, Rule[]>, locale: Locale): Record<K, string> {
  throwIfInvalid(collectErrors(input, schema, locale), locale);
  return Object.fromEntries(Object.keys(schema).map((field) => [field, String(input[field])])) as Record<K, string>;
}

/** A single failure outside the rule set (e.g. wrong credentials), thrown as Laravel's 422. */
export function fail(field: string, message: string, locale: Locale): never {
  throw validationError({ [field]: [message] }, locale);
}
