// One day of the checkout: its heading, why the server refused it (if it did), its lines and its
// subtotal. Each day is one order call (one order per restaurant).
import { Alert, Flex } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDayLabel } from '@/components/ordering/use-money';
import { useSumsLabel } from '@/components/ordering/use-sums-label';
import { effectivePayer } from '@/lib/card-payment';
import { cartTotals } from '@/lib/cart-totals';
import { dateOf } from '@/lib/dates';
import type { CartLine } from '@/stores/cart';
import { CheckoutLines, type CheckoutLinesProps } from './checkout-lines';
import { dayRefusedMessage, daySubtotalMessage } from './checkout-messages';

interface Props extends CheckoutLinesProps {
  day: string;
  /** Lines of this day that are sent (for the subtotal). */
  orderable: CartLine[];
  /** Show the day's heading and subtotal (several days in the cart). */
  titled: boolean;
  /** What the server said when it refused this day. */
  refusal?: string;
}

export function CheckoutDayGroup({ day, lines, orderable, titled, refusal, ...lineProps }: Props) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const sumsLabel = useSumsLabel();
  const headingId = useId();
  const label = dayLabel(dateOf(day));
  const totals = cartTotals(orderable.map((line) => ({ ...line, payer: effectivePayer(line.payer, lineProps.showPayer) })));
  const list = <CheckoutLines lines={lines} {...lineProps} />;
  if (!titled) {
    return (
      <>
        {refusal && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={intl.formatMessage(dayRefusedMessage, { day: label })} description={refusal} />}
        {list}
      </>
    );
  }
  return (
    <section className="checkout-day" aria-labelledby={headingId} data-testid={`day-${day}`}>
      <h3 id={headingId} className="checkout-day__title">
        {label}
      </h3>
      {refusal && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={intl.formatMessage(dayRefusedMessage, { day: label })} description={refusal} />}
      {list}
      <Flex justify="space-between" className="checkout-day__subtotal">
        <span>{intl.formatMessage(daySubtotalMessage, { day: label })}</span>
        <strong>{sumsLabel(totals)}</strong>
      </Flex>
    </section>
  );
}
