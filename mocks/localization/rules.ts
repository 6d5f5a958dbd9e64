// Validation rules of the localization form requests that the shared rule sets lack.
import type { Rule } from '../validation';

/** Laravel's regex:/…/ rule ("The :attribute field format is invalid."). */
export function matches(pattern: RegExp): Rule {
  return { check: (v) => (typeof v === 'string' && pattern.test(v) ? undefined : { key: 'regex' }) };
}

/** Language codes and text keys, as LanguageInput and TextInput pin them. */
export const LANGUAGE_CODE = /^[a-z]{2,5}$/;
export const TEXT_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
