// "Generate bills" on the list: every type (or one) and a period in a dialog, which says which types
// the period has bills of already; the answer says, type by type, how many bills were made with a
// link to each, or that the type was billed already, or why it failed. A 409 says 'Bill(s) exist for this period' (the call opts out of the
// /verify-email redirect, src/api/bills.ts), any other failure 'Failed to create bill' with the
// reason; the dialog and its values stay, and closing it keeps them for the next opening.
import { PlusOutlined } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
import { Alert, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isStatus } from '@/api/errors';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { ISO_DATE } from '@/lib/date-presets';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { billMessages } from './bill-messages';
import { GenerateBillsFields, initialGenerateValues, type GenerateValues } from './generate-bills-form';
import { GeneratedBills } from './generated-bills';
import { generateTypes, type TypeReport } from './generate-run';
import { BILL_TYPES } from '@/resources/bills';

export function GenerateBillsButton() {
  const intl = useIntl();
  const router = useRouter();
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<TypeReport[]>();
  const [runs, setRuns] = useState(0);
  const [form] = Form.useForm<GenerateValues>();
  const [initialValues] = useState(initialGenerateValues);
  const { submit, submitting, error, retry, clearError } = useFormSubmit(form, async ({ type, period: [from, till] }) => {
    setMade(undefined);
    try {
      setMade(await generateTypes(type === 'ALL' ? BILL_TYPES : [type], from.format(ISO_DATE), till.format(ISO_DATE)));
      // The list behind the dialog shows them; the dialog does not wait for it.
      void router.invalidate();
    } finally {
      setRuns((n) => n + 1);
    }
  });
  if (!hasPermission(user, 'bills.create')) return null;
  const conflict = isStatus(error, 409);
  const close = () => {
    setOpen(false);
    setMade(undefined);
    clearError();
  };

  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {intl.formatMessage(billMessages.generate)}
      </Button>
      <Modal
        open={open}
        title={intl.formatMessage(billMessages.generateTitle)}
        onCancel={close}
        footer={[
          <Button key="close" onClick={close}>
            {intl.formatMessage(billMessages.close)}
          </Button>,
          <Button key="submit" type="primary" loading={submitting} onClick={() => form.submit()}>
            {intl.formatMessage(billMessages.submit)}
          </Button>,
        ]}
      >
        <p>{intl.formatMessage(billMessages.generateIntro)}</p>
        {conflict ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={intl.formatMessage(billMessages.exist)}
            description={intl.formatMessage(billMessages.existHelp)}
          />
        ) : (
          <FormError error={error} title={intl.formatMessage(billMessages.failed)} onRetry={retry} />
        )}
        {made && <GeneratedBills reports={made} onOpen={close} />}
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} onValuesChange={() => setMade(undefined)}>
          <GenerateBillsFields version={runs} />
        </Form>
      </Modal>
    </>
  );
}
