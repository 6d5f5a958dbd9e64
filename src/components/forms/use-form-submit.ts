// Submitting a form: one submit at a time, server 422 errors on their fields (dot keys like
// items.0.quantity become name paths), every typed value kept, and Retry after a network error.
// One hook for every form: `useFieldsSubmit` takes anything that can show errors on its fields
// (`FormFields`): an antd Form (`useFormSubmit`, through `antdFormFields`) or the sign-in page's
// own form (features/auth/sign-in-form.tsx), which draws no antd Form.
import type { FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { PasswordConfirmationCanceled, ValidationError } from '@/api/errors';

export type FieldName = (string | number)[];

/** What the submit needs of a form: to put errors on fields, and which fields it has. */
export interface FormFields {
  setFieldErrors(fields: { name: FieldName; errors: string[] }[]): void;
  /** The form's fields, as dot paths (`items.0.quantity`). */
  fieldNames(): string[];
}

export function fieldErrorsToFields(fieldErrors: Record<string, string[]>): { name: FieldName; errors: string[] }[] {
  return Object.entries(fieldErrors).map(([key, errors]) => ({
    name: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors,
  }));
}

/** An antd Form as `FormFields` (a type import only: this module never loads antd's Form). */
export function antdFormFields<Values>(form: FormInstance<Values>): FormFields {
  return {
    setFieldErrors: (fields) => form.setFields(fields as never),
    fieldNames: () => form.getFieldsError().map((field) => field.name.join('.')),
  };
}

export function useFieldsSubmit<Values>(form: FormFields, action: (values: Values) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>();
  const busy = useRef(false);
  const lastValues = useRef<Values | undefined>(undefined);

  const submit = useCallback(
    async (values: Values) => {
      if (busy.current) return;
      busy.current = true;
      lastValues.current = values;
      setSubmitting(true);
      setError(undefined);
      try {
        await action(values);
      } catch (caught) {
        // The password dialog was canceled: nothing was sent, the form stays as typed, no error.
        if (caught instanceof PasswordConfirmationCanceled) return;
        if (caught instanceof ValidationError) {
          // Errors of fields the form has go on them; the rest are said above the form.
          const onForm = new Set(form.fieldNames());
          const [mine, elsewhere] = [true, false].map((shown) =>
            Object.fromEntries(Object.entries(caught.fieldErrors).filter(([key]) => onForm.has(key) === shown)),
          ) as [Record<string, string[]>, Record<string, string[]>];
          form.setFieldErrors(fieldErrorsToFields(mine));
          setError(new ValidationError(caught.message, elsewhere));
        } else setError(caught);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [action, form],
  );

  const retry = useCallback(() => {
    if (lastValues.current !== undefined) void submit(lastValues.current);
  }, [submit]);

  return { submit, submitting, error, retry, clearError: () => setError(undefined) };
}

/** `useFieldsSubmit` for an antd Form. */
export function useFormSubmit<Values>(form: FormInstance<Values>, action: (values: Values) => Promise<void>) {
  return useFieldsSubmit(antdFormFields(form), action);
}
