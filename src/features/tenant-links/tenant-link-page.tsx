// /admin/tenants/link/{modelType}/{modelId}: which tenants a record (a restaurant, an image, a
// user …) belongs to. At least one ('Please select at least one tenant').
import { useRouter } from '@tanstack/react-router';
import { App, Button, Card, Checkbox, Form, Space } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { updateTenantLink } from '@/api/catalogue';
import type { ModelType, Tenant, TenantLink } from '@/api/models';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { crudMessages, failureMessages } from '@/crud/messages';
import { PageHeader } from '@/crud/page-header';
import { tenants as tenantResource } from '@/resources/tenants';
import { modelTypeLabels } from '@/components/model-types';

const messages = defineMessages({
  tenants: { id: 'tenantLinks.tenants', defaultMessage: 'Tenants' },
  atLeastOne: { id: 'tenantLinks.atLeastOne', defaultMessage: 'Please select at least one tenant' },
  entity: { id: 'tenantLinks.entity', defaultMessage: 'tenant links' },
});
const titleMessage = defineMessage<{ model: string; id: number }>({ id: 'tenantLinks.title', defaultMessage: 'Tenants of {model} #{id}' });
const namedTitleMessage = defineMessage<{ model: string; name: string }>({ id: 'tenantLinks.titleNamed', defaultMessage: 'Tenants of {model} “{name}”' });

export interface TenantLinkData {
  link: TenantLink;
  tenants: Tenant[];
}

export function TenantLinkPage({ data }: { data: TenantLinkData }) {
  const intl = useIntl();
  const router = useRouter();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ tenant_ids: number[] }>();
  const { link } = data;
  const { submit, submitting, error, retry } = useFormSubmit(form, async (values) => {
    await updateTenantLink(link.model_type as ModelType, link.model_id, { tenant_ids: values.tenant_ids });
    void message.success(intl.formatMessage(crudMessages.saved));
    await router.invalidate();
  });
  const model = intl.formatMessage(modelTypeLabels[link.model_type as ModelType]);
  const title = link.model_name
    ? intl.formatMessage(namedTitleMessage, { model, name: link.model_name })
    : intl.formatMessage(titleMessage, { model, id: link.model_id });
  const tenantsLabel = intl.formatMessage(messages.tenants);
  return (
    <>
      <PageHeader crumbs={[{ label: intl.formatMessage(tenantResource.labels.plural), to: tenantResource.routes.list({}) }, { label: title }]} title={title} />
      <Card>
        <FormError error={error} onRetry={retry} title={intl.formatMessage(failureMessages.update, { entity: intl.formatMessage(messages.entity) })} />
        <Form form={form} layout="vertical" initialValues={{ tenant_ids: link.tenant_ids }} onFinish={submit} disabled={submitting}>
          <Form.Item
            name="tenant_ids"
            label={tenantsLabel}
            // A validator, not `required`: antd would put aria-required on the group, which ARIA does not allow there.
            rules={[{ validator: (_, ids?: number[]) => (ids?.length ? Promise.resolve() : Promise.reject(new Error(intl.formatMessage(messages.atLeastOne)))) }]}
          >
            <Checkbox.Group role="group" aria-label={tenantsLabel} style={{ display: 'grid', gap: 8 }} options={data.tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {intl.formatMessage(crudMessages.save)}
            </Button>
          </Space>
        </Form>
      </Card>
    </>
  );
}
