// A list's filters (ListFilter of a resource): their choices, and their values as query parameters.
import type { MessageDescriptor } from 'react-intl';
import { booleanMessages } from './boolean-messages';
import type { AnyResource, ListFilter } from '@/lib/resource-definition';
import type { FieldDefinition } from '@/lib/field-definition';

export interface FilterChoice {
  value: string;
  label: MessageDescriptor;
}

const BOOLEAN_CHOICES: FilterChoice[] = [
  { value: '1', label: booleanMessages.yes },
  { value: '0', label: booleanMessages.no },
];

/** What a filter shows and accepts: its field's label, type and choices. */
type FilterSource = Pick<FieldDefinition<unknown>, 'label' | 'type' | 'enumOptions' | 'reference'>;

export function filterField<T>(resource: { fields: FieldDefinition<T>[] }, filter: ListFilter): FilterSource {
  if (filter.choices) return { label: filter.choices.label, type: 'reference', reference: filter.choices.reference };
  const field = resource.fields.find((candidate) => candidate.name === filter.field);
  if (!field) throw new Error(`Filter on unknown field ${filter.field}`);
  return field;
}

/** An enum field's choices, or yes / no ('1' / '0') for a boolean; a reference's come from its records. */
export function filterChoices(resource: AnyResource, filter: ListFilter): FilterChoice[] {
  const field = filterField(resource, filter);
  return field.type === 'boolean' ? BOOLEAN_CHOICES : (field.enumOptions ?? []).map(({ value, label }) => ({ value, label }));
}

const RECORD_ID = /^[1-9]\d{0,9}$/;

/** Which values from the URL the filter accepts: one of its choices, or a record's id for a reference. */
export function filterValueTest(resource: AnyResource, filter: ListFilter): (value: string) => boolean {
  if (filterField(resource, filter).type === 'reference') return (value) => RECORD_ID.test(value);
  const allowed = new Set(filterChoices(resource, filter).map((choice) => choice.value));
  return (value) => allowed.has(value);
}

/** 'status[]' keeps any of several values; a plain parameter one. */
export function isMultiple(filter: ListFilter): boolean {
  return filter.param.endsWith('[]');
}

/** The chosen values as query parameters: { 'status[]': ['PLACED'], available: '1' }. */
export function filterParams(filters: ListFilter[] | undefined, chosen: Record<string, string[]> | undefined): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const filter of filters ?? []) {
    const values = chosen?.[filter.field];
    if (!values?.length) continue;
    params[filter.param] = isMultiple(filter) ? values : values[0]!;
  }
  return params;
}
