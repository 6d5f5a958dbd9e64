// The checkout of one day of the cart: its lines, the requested date, contact, delivery and
// shipping, options, payment (only when the person pays some of it themselves: needsCard); one
// placeOrder; the server's 422 on the fields and lines, every value kept; card data sent once and
// dropped, and dropped too when the card section goes. What is typed (never card data, never the date) is kept as
// a draft for this user, offered back after a trip to the sign-in page, dropped once the order is placed.
// A salary deduction is checked against the month's limit before it is sent (salary-limit.ts).
import { Alert, Card, Checkbox, Col, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order, User } from '@/api/models';
import { ValidationError } from '@/api/errors';
import { placeOrder } from '@/api/orders';
import { MessageError } from '@/components/error-messages';
import { DatePickerField } from '@/components/forms/date-picker-field';
import { FormError } from '@/components/forms/form-error';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { fieldErrorsToFields } from '@/components/forms/use-form-submit';
import { excludesLine, lineProblem, type LineProblem } from '@/components/ordering/line-checks';
import { orderingMessages } from '@/components/ordering/ordering-messages';
import { useDayLabel } from '@/components/ordering/use-money';
import { effectivePayer } from '@/lib/card-payment';
import { cartTotals } from '@/lib/cart-totals';
import { dateOf, localIsoDate } from '@/lib/dates';
import { useCart, type CartLine } from '@/stores/cart';
import { useVariable } from '@/stores/variables';
import { CheckoutLines } from './checkout-lines';
import { checkoutMessages as m, otherDayWarning } from './checkout-messages';
import { ContactFields, DeliveryFields, PaymentFields } from './checkout-sections';
import { CheckoutSummary } from './checkout-summary';
import { buildOrderRequest, needsCard, splitOrderErrors, type CheckoutFormFeatures, type CheckoutValues } from './order-request';
import { salaryLeftText, salaryOverText, useSalaryLimit } from './salary-limit';
import { useMenuAvailability } from './use-menu-availability';

type FormValues = Omit<CheckoutValues, 'requested_date'> & { requested_date?: Dayjs };

interface Props {
  user: User;
  /** The cart day being checked out, and its lines. */
  day: string;
  lines: CartLine[];
  features: CheckoutFormFeatures;
  onPlaced: (orders: Order[], requestedDate: string) => void;
}

const ISO = 'YYYY-MM-DD';
/** Not kept in the draft: card data (never stored) and the date (it follows the cart's day). */
const DRAFT_OMIT = ['payment', 'requested_date'] as const;

export function CheckoutForm({ user, day, lines, features, onPlaced }: Props) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const [form] = Form.useForm<FormValues>();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<unknown>();
  // Server messages per line key, for the day they were given for.
  const [serverLineErrors, setServerLineErrors] = useState<{ day: string; errors: Record<string, string[]> }>();
  const lineErrors = serverLineErrors?.day === day ? serverLineErrors.errors : {};
  const setLineErrors = (errors: Record<string, string[]>) => setServerLineErrors({ day, errors });
  const today = localIsoDate();
  const picked = Form.useWatch('requested_date', form);
  const requestedDate = features.requestDate ? (picked?.format(ISO) ?? day) : today;
  const { menus, checking } = useMenuAvailability(requestedDate, day);
  const defaultDeadline = useVariable('default_order_deadline');
  // What the user may order (line-checks.ts): a line that may not be ordered is shown and not sent.
  const problems = new Map<string, LineProblem | undefined>(
    lines.map((line) => [line.key, lineProblem(line, { user, today, payerFeature: features.payer, menus, orderDate: requestedDate, defaultDeadline })]),
  );
  const orderable = lines.filter((line) => !excludesLine(problems.get(line.key)));
  const deductFromSalary = Form.useWatch('deduct_from_salary', form) === true;
  // The same rule as the request's: the card fields exist (and are checked) only when it is needed.
  const cardNeeded = needsCard({ deduct_from_salary: deductFromSalary }, orderable, features);
  // The monthly limit of salary deductions (salary-limit.ts): this order's own part against what is left.
  const salary = useSalaryLimit(deductFromSalary, requestedDate.slice(0, 7));
  const ownPart = cartTotals(orderable.map((line) => ({ ...line, payer: effectivePayer(line.payer, features.payer) }))).byPayer.USER.total;
  const salaryOver = deductFromSalary ? salaryOverText(intl, salary, ownPart) : undefined;
  useEffect(() => {
    // Said on the box as soon as the figures are in (or the order changed), not only on submit.
    if (salary) void form.validateFields(['deduct_from_salary']).catch(() => undefined);
  }, [salary, salaryOver, form]);

  // Another day of the cart chosen: the requested date follows it (the rest of the form stays).
  useEffect(() => {
    form.setFieldValue('requested_date', dayjs(day));
  }, [day, form]);

  useEffect(() => {
    if (error !== undefined) alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);

  const [initialValues] = useState<FormValues>(() => ({
    requested_date: dayjs(day),
    contact: { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, phone: '' },
    delivery: { method: 'PICKUP', time: '' },
    deduct_from_salary: false,
  }));
  const draft = useFormDraft(form, initialValues, { omit: DRAFT_OMIT });

  const submit = async (values: FormValues) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(undefined);
    setLineErrors({});
    // Checked again at the moment of sending, with the lines as they are now.
    const unpaid = orderable.filter((line) => features.payer && line.payer === null);
    if (orderable.length === 0 || unpaid.length > 0) {
      const message = intl.formatMessage(orderingMessages.quantityAndPayer);
      setLineErrors(Object.fromEntries(unpaid.map((line) => [line.key, [message]])));
      setError(orderable.length === 0 ? new MessageError(m.noneOrderable) : undefined);
      busy.current = false;
      setSubmitting(false);
      return;
    }
    const sent = orderable.map((line) => ({ key: line.key, menuId: line.menu.id, quantity: line.quantity, payer: line.payer ?? 'USER' }));
    const body = buildOrderRequest({ ...values, requested_date: features.requestDate ? values.requested_date?.format(ISO) : today }, sent, features, today);
    try {
      const orders = await placeOrder(body);
      useCart.getState().removeMany(sent.map((line) => line.key));
      form.setFieldsValue({ payment: { name_on_card: '', expiration: '', cvc: '' } });
      draft.drop();
      onPlaced(orders, body.requested_date);
    } catch (caught) {
      if (caught instanceof ValidationError) {
        const split = splitOrderErrors(caught.fieldErrors, sent);
        setLineErrors(split.lines);
        form.setFields(fieldErrorsToFields(split.fields) as never);
        const onForm = new Set(form.getFieldsError().map((field) => field.name.join('.')));
        const elsewhere = Object.entries(split.fields).filter(([key]) => !onForm.has(key));
        setError(new ValidationError(caught.message, Object.fromEntries(elsewhere)));
      } else setError(caught);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const otherDay = requestedDate !== day;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      onValuesChange={(_, all) => draft.save(all)}
      disabled={submitting}
      initialValues={initialValues}
      requiredMark={false}
      scrollToFirstError={{ focus: true, block: 'center' }}
    >
      {draft.notice}
      <div ref={alertRef}>
        <FormError error={error} title={intl.formatMessage(m.orderFailed)} onRetry={() => form.submit()} />
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <div className="checkout-sections">
            <Card title={<h2 className="checkout-card-title">{intl.formatMessage(m.linesTitle)}</h2>}>
              {features.requestDate ? (
                <Form.Item
                  name="requested_date"
                  label={intl.formatMessage(m.requestedDate)}
                  rules={[{ required: true, message: intl.formatMessage(m.requestedDateRequired) }]}
                  extra={otherDay ? intl.formatMessage(otherDayWarning, { day: dayLabel(dateOf(day)) }) : undefined}
                >
                  <DatePickerField allowClear={false} disabledDate={(date) => date.isBefore(dayjs().startOf('day'))} />
                </Form.Item>
              ) : (
                <Alert
                  type={otherDay ? 'warning' : 'info'}
                  showIcon
                  style={{ marginBottom: 16 }}
                  title={intl.formatMessage(m.requestedDateToday)}
                  description={otherDay ? intl.formatMessage(otherDayWarning, { day: dayLabel(dateOf(day)) }) : undefined}
                />
              )}
              <CheckoutLines
                lines={lines}
                showPayer={features.payer}
                showDiscounts={features.discount}
                deductFromSalary={deductFromSalary}
                errors={lineErrors}
                problems={problems}
                onLineChange={(key) => {
                  const { [key]: _, ...rest } = lineErrors;
                  setLineErrors(rest);
                }}
              />
            </Card>
            {features.contact && (
              <Card title={<h2 className="checkout-card-title">{intl.formatMessage(m.contactTitle)}</h2>}>
                <ContactFields />
              </Card>
            )}
            {features.delivery && (
              <Card title={<h2 className="checkout-card-title">{intl.formatMessage(m.deliveryTitle)}</h2>}>
                <DeliveryFields withShipping={features.shipping} />
              </Card>
            )}
            <Card title={<h2 className="checkout-card-title">{intl.formatMessage(m.optionsTitle)}</h2>}>
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
            </Card>
            {cardNeeded && (
              <Card title={<h2 className="checkout-card-title">{intl.formatMessage(m.paymentTitle)}</h2>}>
                <PaymentFields />
              </Card>
            )}
          </div>
        </Col>
        <Col xs={24} lg={9}>
          <CheckoutSummary lines={orderable} features={features} deductFromSalary={deductFromSalary} submitting={submitting} checking={checking} />
        </Col>
      </Row>
    </Form>
  );
}
