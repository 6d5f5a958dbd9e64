// Create and edit forms, made from the resource's fields: rules on the fields, server 422 errors on
// the right fields (nested keys too), one submit at a time, a guard against losing changes, a
// draft of what was typed that is offered back after the session ended (per user, page and record),
// and no lost update: a save over someone else's is merged, not silently overwritten
// (use-save-conflicts.tsx). A typed value's control follows the type its type field names.
import { App, Button, Col, Form, Input, Row, Space } from 'antd';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@/components/forms/form-error';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { LinkButton } from '@/components/link-button';
import { formatDisplay } from './field-format';
import { FieldInput } from './field-input';
import { fieldRules } from './field-rules';
import { formFields, namePath } from './form-values';
import { crudMessages, failureMessages } from './messages';
import { formValuesOf, inputOf } from './record-versions';
import { resolveField, type FieldDefinition } from '@/lib/field-definition';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { currentUser } from '@/stores/session';
import { useSaveConflicts } from './use-save-conflicts';
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
  // On edit, the fields fixed at creation that the form still shows (read-only, not sent), in their place.
  const shown = useMemo(
    () => (creating ? fields : resource.fields.filter((field) => fields.includes(field) || (field.form && field.form.shownOnEdit))),
    [resource, fields, creating],
  );
  const initialValues = useMemo(() => formValuesOf(resource, fields, record, defaults), [resource, fields, record, defaults]);
  const { modal } = App.useApp();
  const setDirty = useUnsavedGuard();
  const draft = useFormDraft(form, initialValues, { onRestored: () => setDirty(true) });
  const saveButton = useRef<HTMLButtonElement>(null);
  const saves = useSaveConflicts({
    resource, params, fields, record, form,
    onMerged: () => {
      setDirty(true);
      draft.save(form.getFieldsValue(true));
    },
    onCancelled: () => saveButton.current?.focus(),
  });
  const { submit, submitting, error, retry } = useFormSubmit(form, async (values) => {
    const input = inputOf(resource, fields, values);
    const recreating = saves.takeRecreate();
    const updating = recreating ? undefined : record;
    const refusal = resource.refuse?.save?.(input, updating, currentUser());
    if (refusal) {
      modal.error({ title: intl.formatMessage(crudMessages.refused), content: intl.formatMessage(refusal) });
      return;
    }
    const saved = updating ? await saves.update(input, values) : await resource.api.create!(input, params);
    if (saved === undefined) return; // the conflict dialog or the deleted notice took over
    setDirty(false);
    draft.drop();
    await (recreating ? saves.recreated(saved) : onSaved(saved));
  });
  const entity = intl.formatMessage(resource.labels.entity);
  const dependants = fields.filter((field) => field.reference?.dependsOn);
  const shownFields = useShownFields(form, shown, creating);
  const typed = fields.filter((field) => field.typedBy);
  const item = (field: FieldDefinition<T>) => (
    <Form.Item
      key={field.type}
      name={namePath(field.name)}
      label={intl.formatMessage(field.label)}
      rules={fieldRules(intl, field, creating)}
      extra={field.help ? intl.formatMessage(field.help) : undefined}
      valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
    >
      <FieldInput field={field} />
    </Form.Item>
  );

  return (
    <>
      {draft.notice}
      {saves.notice(submitting)}
      <FormError error={error} onRetry={retry} title={intl.formatMessage(creating ? failureMessages.save : failureMessages.update, { entity })} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        onFinishFailed={() => saves.takeRecreate()}
        disabled={submitting}
        onValuesChange={(changed: Record<string, unknown>) => {
          setDirty(true);
          for (const field of dependants) {
            if (field.reference?.dependsOn && field.reference.dependsOn.split('.')[0]! in changed) form.setFieldValue(namePath(field.name), null);
          }
          // Another type: the value typed for the old one means nothing (a switch starts off).
          for (const field of typed) {
            if (field.typedBy && field.typedBy.field in changed) {
              form.setFieldValue(namePath(field.name), resolveField(field, changed).type === 'boolean' ? false : null);
            }
          }
          draft.save(form.getFieldsValue(true));
        }}
        scrollToFirstError
      >
        <Row gutter={16}>
          {shownFields.map((field) => (
            <Col key={field.name} xs={24} md={field.type === 'textarea' || field.typedBy ? 24 : 12}>
              {record && !fields.includes(field) ? (
                <Form.Item label={intl.formatMessage(field.label)} htmlFor={`${resource.key}-${field.name}-fixed`}>
                  <Input id={`${resource.key}-${field.name}-fixed`} readOnly variant="filled" value={formatDisplay(intl, field, record)} />
                </Form.Item>
              ) : field.typedBy ? (
                // Drawn again, as the type its type field names now, when that field changes.
                <Form.Item noStyle dependencies={[field.typedBy.field]}>
                  {() => item(resolveField(field, form.getFieldsValue(true)))}
                </Form.Item>
              ) : (
                item(field)
              )}
            </Col>
          ))}
        </Row>
        <Space>
          <Button ref={saveButton} type="primary" htmlType="submit" loading={submitting}>
            {intl.formatMessage(crudMessages.save)}
          </Button>
          <LinkButton to={cancelTo} disabled={submitting}>
            {intl.formatMessage(crudMessages.cancel)}
          </LinkButton>
        </Space>
      </Form>
      {saves.dialog}
    </>
  );
}
