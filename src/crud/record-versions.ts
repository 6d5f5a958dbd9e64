// A record's versions as a form sees them when a save meets someone else's (three-way-merge.ts):
// the record loaded (base) and the one saved meanwhile (theirs) become form values as the form's
// initial values do, and every version is compared as the body a save would send (cents, ISO
// dates, trimmed text), so what differs is what the server would store differently.
import { valueAt } from './field-format';
import { namePath, toFormValues, toInput } from './form-values';
import { mergedSide, threeWayMerge, type MergeOutcome, type MergeSide } from './three-way-merge';
import type { FieldDefinition } from '@/lib/field-definition';

export type FormValues = Record<string, unknown>;

/** A resource's own touches on its form values and on the body (resource-definition.ts). */
export interface ValuePreparation {
  prepareValues?: (values: FormValues) => FormValues;
  prepareInput?: (input: FormValues) => FormValues;
}

/** A record (or a new record's defaults) as the form's values. */
export function formValuesOf<T>(resource: ValuePreparation, fields: FieldDefinition<T>[], record?: T, defaults?: FormValues): FormValues {
  const values = toFormValues(fields, record, defaults);
  return resource.prepareValues ? resource.prepareValues(values) : values;
}

/** The form's values as the body a save sends. */
export function inputOf<T>(resource: ValuePreparation, fields: FieldDefinition<T>[], values: FormValues): FormValues {
  const input = toInput(fields, values);
  return resource.prepareInput ? resource.prepareInput(input) : input;
}

/** A save refused because the record was saved meanwhile: the three versions and each field's outcome. */
export interface SaveConflict<T> {
  /** The version the save was based on. */
  base: T;
  /** The record as saved meanwhile (with the updated_at the next save sends). */
  theirs: T;
  /** The form's values when the save was refused. */
  yours: FormValues;
  /** By field name. */
  outcomes: Record<string, MergeOutcome>;
}

export function compareVersions<T>(resource: ValuePreparation, fields: FieldDefinition<T>[], base: T, theirs: T, yours: FormValues): SaveConflict<T> {
  const names = fields.map((field) => field.name as string);
  const comparable = (values: FormValues) => {
    const input = inputOf(resource, fields, values);
    return Object.fromEntries(names.map((name) => [name, valueAt(input, name)]));
  };
  const outcomes = threeWayMerge(
    names,
    comparable(formValuesOf(resource, fields, base)),
    comparable(formValuesOf(resource, fields, theirs)),
    comparable(yours),
  );
  return { base, theirs, yours, outcomes };
}

/** The fields of a kind of outcome, in the form's order. */
export function fieldsWith<T>(fields: FieldDefinition<T>[], conflict: SaveConflict<T>, outcome: MergeOutcome): FieldDefinition<T>[] {
  return fields.filter((field) => conflict.outcomes[field.name] === outcome);
}

/** The form's fields after the merge (antd's setFields): per field, their value or the form's. */
export function mergedFields<T>(
  resource: ValuePreparation, fields: FieldDefinition<T>[], conflict: SaveConflict<T>, choices: Record<string, MergeSide>,
): { name: string[]; value: unknown }[] {
  const theirs = formValuesOf(resource, fields, conflict.theirs);
  return fields.map((field) => {
    const side = mergedSide(conflict.outcomes[field.name] ?? 'unchanged', choices[field.name]);
    return { name: namePath(field.name), value: valueAt(side === 'theirs' ? theirs : conflict.yours, field.name) };
  });
}

/** The form's values as a record (over the saved one), for the details view's formatting. */
export function yoursAsRecord<T>(resource: ValuePreparation, fields: FieldDefinition<T>[], conflict: SaveConflict<T>): T {
  return { ...conflict.theirs, ...inputOf(resource, fields, conflict.yours) };
}
