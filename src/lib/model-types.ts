// Model type codes (spec §3): which kind of record a tenant link or a log is about. Their names
// are messages beside the screens that show them; the codes alone are here, light enough for the
// route tree (a route parameter is checked against them before any page code loads).
import type { ModelType } from '@/api/models';

export const MODEL_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 91, 92, 93] as const satisfies readonly ModelType[];

export function isModelType(value: unknown): value is ModelType {
  return (MODEL_TYPES as readonly unknown[]).includes(value);
}
