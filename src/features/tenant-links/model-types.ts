// A model type code (spec §3) as the tenant link page's route parameter; names: components/model-types.
// Only the codes (lib/model-types): this runs in the entry chunk, the names load with the page.
import { notFound } from '@tanstack/react-router';
import type { ModelType } from '@/api/models';
import { isModelType } from '@/lib/model-types';

/** A route parameter that is a model type code, else 404. */
export function parseModelType(value: string): ModelType {
  if (!isModelType(value)) throw notFound();
  return Number(value) as ModelType;
}
