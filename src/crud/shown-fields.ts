// The form's fields that show now: on create, a field with `createWhen` only while that boolean
// field is on (the password fields under "Set a password now instead"). A field that is not shown is
// not validated; the resource's prepareInput decides what its value means.
import { Form, type FormInstance } from 'antd';
import { useMemo } from 'react';
import type { FieldDefinition } from '@/lib/field-definition';

export function useShownFields<T>(form: FormInstance<Record<string, unknown>>, fields: FieldDefinition<T>[], creating: boolean): FieldDefinition<T>[] {
  const toggles = useMemo(
    () => [...new Set(fields.flatMap((field) => (creating && field.form && field.form.createWhen ? [field.form.createWhen] : [])))],
    [fields, creating],
  );
  // One string of the toggles that are on: the form draws again only when one of them changes.
  const on = Form.useWatch((values: Record<string, unknown> | undefined) => toggles.filter((name) => values?.[name] === true).join(' '), form) ?? '';
  return useMemo(() => {
    const active = new Set(on.split(' '));
    return fields.filter((field) => !creating || !field.form || !field.form.createWhen || active.has(field.form.createWhen));
  }, [fields, creating, on]);
}
