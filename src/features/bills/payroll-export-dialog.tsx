// "Export payroll deductions" on the bills list (exports feature, bills.view): a month (the past
// one unless chosen otherwise) and, with multi-tenancy, a tenant; the answer is saved as a CSV
// (src/features/bills/payroll-csv.ts). A failure says 'Failed to export…' with the reason; the
// dialog and its values stay, and closing it keeps them for the next opening.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getPayrollDeductions } from '@/api/bills';
import { DatePickerField } from '@/components/forms/date-picker-field';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { saveCsv } from '@/crud/csv-export';
import { readTenantCookie } from '@/lib/cookies';
import { FEATURES } from '@/lib/feature-tree';
import { hasPermission } from '@/lib/permissions';
import { resolveTenantId } from '@/lib/tenancy';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';
import { payrollCsv } from './payroll-csv';
import { payrollMessages as m, payrollValueMessages } from './payroll-messages';

interface PayrollValues {
  month: Dayjs;
  tenant?: number;
}

export function PayrollExportButton() {
  const intl = useIntl();
  const user = useSession((state) => state.user);
  const exportsOn = useFeature(FEATURES.exports);
  const multiTenancy = useFeature(FEATURES.multiTenancy);
  const [open, setOpen] = useState(false);
  const [exported, setExported] = useState<number>();
  const [form] = Form.useForm<PayrollValues>();
  const [initialValues] = useState<PayrollValues>(() => ({
    month: dayjs().subtract(1, 'month').startOf('month'),
    tenant: resolveTenantId(readTenantCookie(), user, true),
  }));
  const { submit, submitting, error, retry, clearError } = useFormSubmit(form, async ({ month, tenant }) => {
    setExported(undefined);
    const { data, meta } = await getPayrollDeductions(month.format('YYYY-MM'), multiTenancy ? tenant : undefined);
    await saveCsv(intl, `payroll-deductions-${meta.month}.csv`, payrollCsv(intl, data, meta));
    setExported(data.length);
  });
  if (!exportsOn || !hasPermission(user, 'bills.view')) return null;
  const tenants = user?.tenants ?? [];
  const close = () => {
    setOpen(false);
    setExported(undefined);
    clearError();
  };

  return (
    <>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {intl.formatMessage(m.open)}
      </Button>
      <Modal
        open={open}
        title={intl.formatMessage(m.title)}
        onCancel={close}
        footer={[
          <Button key="close" onClick={close}>
            {intl.formatMessage(m.close)}
          </Button>,
          <Button key="submit" type="primary" loading={submitting} onClick={() => form.submit()}>
            {intl.formatMessage(m.submit)}
          </Button>,
        ]}
      >
        <p>{intl.formatMessage(m.intro)}</p>
        <FormError error={error} title={intl.formatMessage(m.failed)} onRetry={retry} />
        {exported !== undefined && (
          <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={intl.formatMessage(payrollValueMessages.exported, { count: exported })} />
        )}
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} onValuesChange={() => setExported(undefined)}>
          {multiTenancy && tenants.length > 0 && (
            <Form.Item name="tenant" label={intl.formatMessage(m.tenant)} rules={[{ required: true }]}>
              <Select options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))} />
            </Form.Item>
          )}
          <Form.Item name="month" label={intl.formatMessage(m.month)} rules={[{ required: true, message: intl.formatMessage(m.monthRequired) }]}>
            <DatePickerField month allowClear={false} aria-label={intl.formatMessage(m.month)} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
