// Turning two-factor authentication on, step two: the QR code Fortify made (SVG markup, shown as an
// image from a data URL — never inserted as HTML), the setup key to type instead, and the code the
// app then shows, which confirms it (422 on the field when wrong).
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { confirmTwoFactor } from '@/api/two-factor-setup';
import type { TwoFactorQrCode } from '@/api/models';
import { FormError } from '@/components/forms/form-error';
import { requiredRule } from '@/components/forms/field-rules';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { twoFactorSetupMessages as m } from './two-factor-messages';

export interface TwoFactorSetup {
  qrCode: TwoFactorQrCode;
  secretKey: string;
}

/** The SVG as an image's address: the markup stays data, whatever it holds. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Read in groups of four, as authenticator apps show keys; copied whole. */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

interface Props {
  setup: TwoFactorSetup;
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
  canceling: boolean;
}

export function TwoFactorSetupStep({ setup, onConfirmed, onCancel, canceling }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<{ code: string }>();
  const { submit, submitting, error, retry } = useFormSubmit(form, async ({ code }) => {
    // Apps show the code as "123 456", pasted codes carry spaces: none are sent.
    await confirmTwoFactor(code.replace(/\s+/g, ''));
    await onConfirmed();
  });
  return (
    <div>
      <Typography.Paragraph>{intl.formatMessage(m.scan)}</Typography.Paragraph>
      <img
        src={svgDataUrl(setup.qrCode.svg)}
        alt={intl.formatMessage(m.qrAlt)}
        width={192}
        height={192}
        style={{ display: 'block', background: '#fff', padding: 8, boxSizing: 'content-box', marginBottom: 16 }}
      />
      <Typography.Paragraph>
        {intl.formatMessage(m.setupKey)}{' '}
        <Typography.Text code copyable={{ text: setup.secretKey }} style={{ wordBreak: 'break-all' }}>
          {grouped(setup.secretKey)}
        </Typography.Text>
      </Typography.Paragraph>
      <FormError error={error} onRetry={retry} />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} disabled={submitting || canceling} requiredMark={false}>
        <Form.Item name="code" label={intl.formatMessage(m.code)} rules={[requiredRule(intl, m.code)]} style={{ maxWidth: 240 }}>
          <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
        </Form.Item>
        <Flex wrap gap={8}>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {intl.formatMessage(m.confirm)}
          </Button>
          <Button onClick={onCancel} loading={canceling} disabled={submitting}>
            {intl.formatMessage(m.cancelSetup)}
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
