// The checkout of the cart, every day at once: the lines grouped by day (each day one order call,
// place-days.ts), the requested date (only when the cart holds one day: order-date-field.tsx),
// contact, delivery and shipping, options, payment (only when the person pays some of it
// themselves: needsCard); the server's 422 on the fields and on that day's lines, every value
// kept; card data sent with each
// day's call that needs it and dropped once everything is placed, and dropped too when the card
// section goes. What is typed (never card data, never the date) is kept as a draft for this user,
// offered back after a trip to the sign-in page, dropped once everything is placed.
// A salary deduction is checked against the month's limit before it is sent (salary-limit.ts), the
// days of the same month counted together.
import { Card, Col, Form, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order, User } from '@/api/models';
import { ValidationError } from '@/api/errors';
import { placeOrder } from '@/api/orders';
import { MessageError } from '@/components/error-messages';
import { FormError } from '@/components/forms/form-error';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { fieldErrorsToFields } from '@/components/forms/use-form-submit';
import { orderingMessages } from '@/components/ordering/ordering-messages';
import { effectivePayer } from '@/lib/card-payment';
import { localIsoDate } from '@/lib/dates';
import { useCart, type CartLine } from '@/stores/cart';
import { CheckoutDayGroup } from './checkout-day-group';
import { checkoutMessages as m } from './checkout-messages';
import { CheckoutResults } from './checkout-results';
import { ContactFields, DeliveryFields, OptionsFields, PaymentFields } from './checkout-sections';
import { OrderDateField } from './order-date-field';
import { CheckoutSummary } from './checkout-summary';
import { dayRequests, needsCard, refusedErrors, type CheckoutFormFeatures, type CheckoutValues } from './order-request';
import { mergeOutcomes, placeDays, type DayOutcome } from './place-days';
import { useMonthsSalaryLimit } from './salary-limit';
import { useLineChecks } from './use-line-checks';

type FormValues = Omit<CheckoutValues, 'requested_date'> & { requested_date?: Dayjs };

/** The orders of one day, as the success page lists them. */
export interface PlacedDay {
  requestedDate: string;
  orders: Order[];
}

interface Props {
  user: User;
  /** The cart's lines, every day. */
  lines: CartLine[];
  features: CheckoutFormFeatures;
  /** Every day went through (this submit and the earlier ones of this visit). */
  onPlaced: (placed: PlacedDay[]) => void;
}

const ISO = 'YYYY-MM-DD';
/** Not kept in the draft: card data (never stored) and the date (it follows the cart's day). */
const DRAFT_OMIT = ['payment', 'requested_date'] as const;

export function CheckoutForm({ user, lines, features, onPlaced }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<FormValues>();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<unknown>();
  // Server messages per line key (a key names its day), and each day's outcome in this visit.
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const [outcomes, setOutcomes] = useState<DayOutcome[]>([]);
  const days = [...new Set(lines.map((line) => line.date))].sort();
  const single = days.length === 1;
  const firstDay = days[0] ?? localIsoDate();
  const today = localIsoDate();
  const picked = Form.useWatch('requested_date', form);
  // The date each day is ordered for: its own (the date picker only when the cart holds one day);
  // without the request-date feature, orders are for today.
  const pickedDate = picked?.format(ISO) ?? firstDay;
  const orderDateOf = (day: string) => (!features.requestDate ? today : single ? pickedDate : day);
  // What the user may order (use-line-checks.ts): a line that may not be ordered is shown and not sent.
  const { problems, orderable, checking } = useLineChecks(lines, days, orderDateOf, user, features.payer);
  const deductFromSalary = Form.useWatch('deduct_from_salary', form) === true;
  // The same rule as the request's: the card fields exist (and are checked) only when it is needed.
  const cardNeeded = needsCard({ deduct_from_salary: deductFromSalary }, orderable, features);
  // The monthly limit of salary deductions (salary-limit.ts), month by month of the days ordered.
  const { salary, lastSalary, salaryOver } = useMonthsSalaryLimit(
    deductFromSalary,
    orderable.map((line) => ({ ...line, date: orderDateOf(line.date), payer: effectivePayer(line.payer, features.payer) })),
    [orderDateOf(firstDay), orderDateOf(days[days.length - 1] ?? firstDay)],
  );
  useEffect(() => {
    // Said on the box as soon as the figures are in (or the order changed), not only on submit.
    if (salary || lastSalary) void form.validateFields(['deduct_from_salary']).catch(() => undefined);
  }, [salary, lastSalary, salaryOver, form]);

  // The cart's one day changed (a line removed, another added): the requested date follows it.
  useEffect(() => {
    form.setFieldValue('requested_date', dayjs(firstDay));
  }, [firstDay, form]);

  useEffect(() => {
    if (error !== undefined) alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);

  // A submit's outcome, day by day: the focus goes to its summary, so it is read first.
  useEffect(() => {
    if (outcomes.length > 0) resultsRef.current?.focus();
  }, [outcomes]);

  const [initialValues] = useState<FormValues>(() => ({
    requested_date: dayjs(firstDay),
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
    const requests = dayRequests(orderable, { ...values, requested_date: values.requested_date?.format(ISO) }, features, today, (day) =>
      single && features.requestDate ? undefined : orderDateOf(day),
    );
    try {
      const result = await placeDays(requests, placeOrder, (request) => useCart.getState().removeMany(request.lines.map((line) => line.key)));
      const all = mergeOutcomes(outcomes, result.outcomes);
      const refused = result.outcomes.filter((outcome) => outcome.kind === 'refused');
      if (refused.length === 0 && result.stoppedBy === undefined) {
        form.setFieldsValue({ payment: { name_on_card: '', expiration: '', cvc: '' } });
        draft.drop();
        onPlaced(all.flatMap((outcome) => (outcome.kind === 'placed' ? [{ requestedDate: outcome.requestedDate, orders: outcome.orders }] : [])));
        return;
      }
      // Each refused day's 422: `items.N.*` on that day's lines, the rest on the form's fields, and
      // what no field shows with the day's reason.
      const { lines: errorsByLine, fields: onFields } = refusedErrors(refused);
      setLineErrors(errorsByLine);
      form.setFields(fieldErrorsToFields(onFields) as never);
      if (result.stoppedBy !== undefined) setError(result.stoppedBy);
      else if (single && refused[0]) {
        // One day: as before, the form's own error says what no field or line shows.
        const onForm = new Set(form.getFieldsError().map((field) => field.name.join('.')));
        const elsewhere = Object.entries(onFields).filter(([key]) => !onForm.has(key));
        setError(new ValidationError(refused[0].error.message, Object.fromEntries(elsewhere)));
      }
      if (!single || all.some((outcome) => outcome.kind === 'placed')) {
        setOutcomes(all); // the summary takes the focus once drawn (below)
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const refusals = new Map(outcomes.flatMap((outcome) => (outcome.kind === 'refused' ? [[outcome.day, outcome.error.message] as const] : [])));
  const otherDay = single && orderDateOf(firstDay) !== firstDay;
  const lineProps = {
    showPayer: features.payer,
    showDiscounts: features.discount,
    deductFromSalary,
    errors: lineErrors,
    problems,
    onLineChange: (key: string) => {
      const { [key]: _, ...rest } = lineErrors;
      setLineErrors(rest);
    },
  };
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
      {outcomes.length > 0 && <CheckoutResults ref={resultsRef} outcomes={outcomes} />}
      <div ref={alertRef}>
        <FormError error={error} title={intl.formatMessage(m.orderFailed)} onRetry={() => form.submit()} />
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <div className="checkout-sections">
            <Card title={<h2 className="checkout-card-title">{intl.formatMessage(m.linesTitle)}</h2>}>
              <OrderDateField requestDate={features.requestDate} single={single} otherDay={otherDay} firstDay={firstDay} />
              <div className="checkout-days">
                {days.map((day) => (
                  <CheckoutDayGroup
                    key={day}
                    day={day}
                    titled={!single || outcomes.length > 0}
                    lines={lines.filter((line) => line.date === day)}
                    orderable={orderable.filter((line) => line.date === day)}
                    refusal={refusals.get(day)}
                    {...lineProps}
                  />
                ))}
              </div>
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
              <OptionsFields salary={salary} salaryOver={salaryOver} />
            </Card>
            {cardNeeded && (
              <Card title={<h2 className="checkout-card-title">{intl.formatMessage(m.paymentTitle)}</h2>}>
                <PaymentFields />
              </Card>
            )}
          </div>
        </Col>
        <Col xs={24} lg={9}>
          <CheckoutSummary
            lines={orderable}
            orderCount={Math.max(1, new Set(orderable.map((line) => line.date)).size)}
            features={features}
            deductFromSalary={deductFromSalary}
            submitting={submitting}
            checking={checking}
          />
        </Col>
      </Row>
    </Form>
  );
}
