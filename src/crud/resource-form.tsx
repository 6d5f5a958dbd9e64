// Create and edit forms, made from the resource's fields: rules on the fields, server 422 errors on
// the right fields (nested keys too), one submit at a time, a guard against losing changes, and a
// draft of what was typed that is offered back after the session ended (per user, page and record).
import { App, Button, Col, Form, Row, Space } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@/components/forms/form-error';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { LinkButton } from '@/components/link-button';
import { FieldInput } from './field-input';
import { fieldRules } from './field-rules';
import { formFields, namePath, toFormValues, toInput } from './form-values';
import { crudMessages, failureMessages } from './messages';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { currentUser } from '@/stores/session';
import { useUnsavedGuard } from './unsaved-guard';
import { useShownFields } from './shown-fields';

interface Props<T extends { id: number }, P> {
  resource: ResourceDefinition<T, P>;
  params: P;
  /** Absent: a create form. */
  record?: T;
  /** Values of a new record (e.g. a restaurant's menu defaults). */
  defaults?: Record<string, unknown>;
  onSaved: (record: T) => void | Promise<void>;
  cancelTo: string;
}

export function ResourceForm<T extends { id: number }, P>({ resource, params, record, defaults, onSaved, cancelTo }: Props<T, P>) {
  const intl = useIntl();
  const [form] = Form.useForm<Record<string, unknown>>();
  const creating = record === undefined;
  const fields = useMemo(() => formFields(resource.fields, creating), [resource, creating]);
  const initialValues = useMemo(() => {
    const values = toFormValues(fields, record, defaults);
    return resource.prepareValues ? resource.prepareValues(values) : values;
  }, [resource, fields, record, defaults]);
  const { modal } = App.useApp();
  const setDirty = useUnsavedGuard();
  const draft = useFormDraft(form, initialValues, { onRestored: () => setDirty(true) });
  const { submit, submitting, error, retry } = useFormSubmit(form, async (values) => {
    const fromForm = toInput(fields, values);
    const input = resource.prepareInput ? resource.prepareInput(fromForm) : fromForm;
    const refusal = resource.refuse?.save?.(input, record, currentUser());
    if (refusal) {
      modal.error({ title: intl.formatMessage(crudMessages.refused), content: intl.formatMessage(refusal) });
      return;
    }
    const { create, update } = resource.api;
    const saved = record ? await update!(record.id, input, params) : await create!(input, params);
    setDirty(false);
    draft.drop();
    await onSaved(saved);
  });
  const entity = intl.formatMessage(resource.labels.entity);
  const dependants = fields.filter((field) => field.reference?.dependsOn);
  const shownFields = useShownFields(form, fields, creating);

  return (
    <>
      {draft.notice}
      <FormError error={error} onRetry={retry} title={intl.formatMessage(creating ? failureMessages.save : failureMessages.update, { entity })} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        disabled={submitting}
        onValuesChange={(changed: Record<string, unknown>) => {
          setDirty(true);
          for (const field of dependants) {
            if (field.reference?.dependsOn && field.reference.dependsOn.split('.')[0]! in changed) form.setFieldValue(namePath(field.name), null);
          }
          draft.save(form.getFieldsValue(true));
        }}
        scrollToFirstError
      >
        <Row gutter={16}>
          {shownFields.map((field) => (
            <Col key={field.name} xs={24} md={field.type === 'textarea' ? 24 : 12}>
              <Form.Item
                name={namePath(field.name)}
                label={intl.formatMessage(field.label)}
                rules={fieldRules(intl, field, creating)}
                extra={field.help ? intl.formatMessage(field.help) : undefined}
                valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
              >
                <FieldInput field={field} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {intl.formatMessage(crudMessages.save)}
          </Button>
          <LinkButton to={cancelTo} disabled={submitting}>
            {intl.formatMessage(crudMessages.cancel)}
          </LinkButton>
        </Space>
      </Form>
    </>
  );
}
