// "Generate bills" on the list: a type and a period in a dialog; the answer says how many bills
// were made and links to each. A 409 says 'Bill(s) exist for this period' (the call opts out of the
// /verify-email redirect, src/api/bills.ts), any other failure 'Failed to create bill' with the
// reason; the dialog and its values stay, and closing it keeps them for the next opening.
import { PlusOutlined } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
import { Alert, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isStatus } from '@/api/errors';
import { generateBills } from '@/api/bills';
import type { Bill } from '@/api/models';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { ISO_DATE } from '@/lib/date-presets';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { billMessages } from './bill-messages';
import { GenerateBillsFields, initialGenerateValues, type GenerateValues } from './generate-bills-form';
import { GeneratedBills } from './generated-bills';

export function GenerateBillsButton() {
  const intl = useIntl();
  const router = useRouter();
  const user = useSession((state) => state.user);
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<Bill[]>();
  const [form] = Form.useForm<GenerateValues>();
  const [initialValues] = useState(initialGenerateValues);
  const { submit, submitting, error, retry, clearError } = useFormSubmit(form, async ({ type, period: [from, till] }) => {
    setMade(undefined);
    setMade(await generateBills({ type, from: from.format(ISO_DATE), till: till.format(ISO_DATE) }));
    // The list behind the dialog shows them; the dialog does not wait for it.
    void router.invalidate();
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
        {made && <GeneratedBills bills={made} onOpen={close} />}
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} onValuesChange={() => setMade(undefined)}>
          <GenerateBillsFields />
        </Form>
      </Modal>
    </>
  );
}
