// Submitting an antd form: one submit at a time, server 422 errors on their fields (dot keys
// like items.0.quantity become name paths), every typed value kept, and Retry after a network error.
import type { FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { ValidationError } from '@/api/errors';

export function fieldErrorsToFields(fieldErrors: Record<string, string[]>) {
  return Object.entries(fieldErrors).map(([key, errors]) => ({
    name: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors,
  }));
}

export function useFormSubmit<Values>(form: FormInstance<Values>, action: (values: Values) => Promise<void>) {
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
        if (caught instanceof ValidationError) {
          form.setFields(fieldErrorsToFields(caught.fieldErrors) as never);
          // Errors shown on their fields are not repeated above the form; the rest are.
          const onForm = new Set(form.getFieldsError().map((field) => field.name.join('.')));
          const elsewhere = Object.entries(caught.fieldErrors).filter(([key]) => !onForm.has(key));
          setError(new ValidationError(caught.message, Object.fromEntries(elsewhere)));
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
