// The checkout's field groups, each shown only when its ecommerce feature is on.
import { Checkbox, Col, Form, Input, Radio, Row, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { SalaryDeduction } from '@/api/models';
import { fieldMessages } from '@/components/forms/field-messages';
import { checkoutMessages as m } from './checkout-messages';
import { CVC_PATTERN, expirationProblem, formatExpirationInput } from './payment-rules';
import { salaryLeftText } from './salary-limit';

export function ContactFields() {
  const intl = useIntl();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name={['contact', 'name']}
          label={intl.formatMessage(m.contactName)}
          rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.contactNameRequired) }, { max: 255 }]}
        >
          <Input autoComplete="name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['contact', 'phone']} label={intl.formatMessage(m.contactPhone)} rules={[{ max: 50 }]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['contact', 'email']}
          label={intl.formatMessage(m.contactEmail)}
          rules={[{ type: 'email', message: intl.formatMessage(fieldMessages.emailFormat) }, { max: 255 }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function DeliveryFields({ withShipping }: { withShipping: boolean }) {
  const intl = useIntl();
  const method = Form.useWatch(['delivery', 'method']) as string | undefined;
  return (
    <>
      <Form.Item name={['delivery', 'method']} label={intl.formatMessage(m.deliveryMethod)}>
        <Radio.Group
          options={[
            { value: 'PICKUP', label: intl.formatMessage(m.pickup) },
            { value: 'DELIVERY', label: intl.formatMessage(m.delivery) },
          ]}
        />
      </Form.Item>
      <Form.Item name={['delivery', 'time']} label={intl.formatMessage(m.deliveryTime)} extra={intl.formatMessage(m.deliveryTimeHint)}>
        <Input type="time" style={{ maxWidth: 160 }} />
      </Form.Item>
      {withShipping && method === 'DELIVERY' && (
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item
              name={['shipping', 'address']}
              label={intl.formatMessage(m.address)}
              rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.addressRequired) }, { max: 255 }]}
            >
              <Input autoComplete="street-address" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['shipping', 'city']} label={intl.formatMessage(m.city)} rules={[{ max: 100 }]}>
              <Input autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['shipping', 'postal_code']} label={intl.formatMessage(m.postalCode)} rules={[{ max: 20 }]}>
              <Input autoComplete="postal-code" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name={['shipping', 'instructions']} label={intl.formatMessage(m.instructions)} rules={[{ max: 500 }]}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}

/**
 * Card fields: checked here, sent once with the order, never stored (not even in a draft). Shown
 * only while the order needs a card; when they go, so do their values (`preserve={false}`).
 * Expiry and CVC stand side by side with their inputs on one line, however their labels wrap
 * (`.checkout-card-pair` in checkout.css).
 */
export function PaymentFields() {
  const intl = useIntl();
  return (
    <>
      <Typography.Paragraph type="secondary">{intl.formatMessage(m.paymentHint)}</Typography.Paragraph>
      <Form.Item
        name={['payment', 'name_on_card']}
        label={intl.formatMessage(m.nameOnCard)}
        preserve={false}
        rules={[{ required: true, whitespace: true, message: intl.formatMessage(m.nameOnCardRequired) }, { max: 255 }]}
      >
        <Input autoComplete="cc-name" />
      </Form.Item>
      <div className="checkout-card-pair">
        <Form.Item
          name={['payment', 'expiration']}
          label={intl.formatMessage(m.expiration)}
          preserve={false}
          normalize={(value: string) => formatExpirationInput(value ?? '')}
          validateTrigger="onBlur"
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = expirationProblem(value ?? '');
                if (!problem) return Promise.resolve();
                return Promise.reject(new Error(intl.formatMessage(problem === 'past' ? m.expirationPast : m.expirationFormat)));
              },
            },
          ]}
        >
          <Input autoComplete="cc-exp" inputMode="numeric" placeholder={intl.formatMessage(m.expirationPlaceholder)} maxLength={5} />
        </Form.Item>
        <Form.Item
          name={['payment', 'cvc']}
          label={intl.formatMessage(m.cvc)}
          preserve={false}
          validateTrigger="onBlur"
          rules={[{ required: true, pattern: CVC_PATTERN, message: intl.formatMessage(m.cvcFormat) }]}
        >
          <Input autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
        </Form.Item>
      </div>
    </>
  );
}

/**
 * "Deduct from salary" (what is left of the month's limit under it, or why the order passes it,
 * salary-limit.ts) and the order's comment.
 */
export function OptionsFields({ salary, salaryOver }: { salary: SalaryDeduction | undefined; salaryOver: string | undefined }) {
  const intl = useIntl();
  return (
    <>
      <Form.Item
        name="deduct_from_salary"
        valuePropName="checked"
        extra={salary && !salaryOver ? salaryLeftText(intl, salary) : undefined}
        rules={[{ validator: (_, ticked) => (ticked === true && salaryOver ? Promise.reject(new Error(salaryOver)) : Promise.resolve()) }]}
      >
        <Checkbox>{intl.formatMessage(m.deductFromSalary)}</Checkbox>
      </Form.Item>
      <Form.Item name="order_comment" label={intl.formatMessage(m.orderComment)} style={{ marginBottom: 0 }}>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}
