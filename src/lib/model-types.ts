// The model type codes of spec §3 without their names (components/model-types): route parameters
// are checked in the entry chunk, which should not carry fourteen messages for it.
import type { ModelType } from '@/api/models';

export const MODEL_TYPE_CODES: readonly ModelType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 91, 92, 93];

/** Whether a value (a number from the API, a string from the URL) is a model type code. */
export function isModelType(value: unknown): value is ModelType {
  return (typeof value === 'number' || typeof value === 'string') && MODEL_TYPE_CODES.some((code) => String(code) === String(value));
}
