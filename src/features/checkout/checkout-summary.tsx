// The order's sums beside the form, and the submit button (locked while the order is sent). Before
// "Place order" it says who pays what: the person (or their salary, when deducted), their company,
// each part's amount or that the restaurant sets its price (the cart's subtotals per payer).
import { Button, Card, Flex, Spin, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Payer } from '@/api/models';
import { orderingMessages, unpricedNoteMessage } from '@/components/ordering/ordering-messages';
import { useMoney } from '@/components/ordering/use-money';
import { useSumsLabel } from '@/components/ordering/use-sums-label';
import { chargeOf, effectivePayer } from '@/lib/card-payment';
import { cartTotals } from '@/lib/cart-totals';
import type { CartLine } from '@/stores/cart';
import { chargeLabels, checkoutMessages as m, placeOrdersMessage } from './checkout-messages';
import type { CheckoutFormFeatures } from './order-request';

interface Props {
  lines: CartLine[];
  features: CheckoutFormFeatures;
  /** "Deduct the items I pay for from my salary" is ticked: the person's part is named so. */
  deductFromSalary: boolean;
  submitting: boolean;
  checking: boolean;
  /** Order calls the submit makes: one per day. */
  orderCount: number;
}

/** A label and its amount; on a narrow screen a long amount goes under its label, still at the end. */
function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex wrap justify="space-between" gap="0 12px" style={{ padding: '2px 0', fontWeight: strong ? 600 : undefined, fontSize: strong ? '1rem' : undefined }}>
      <dt>{label}</dt>
      <dd style={{ margin: '0 0 0 auto', textAlign: 'end' }}>{value}</dd>
    </Flex>
  );
}

export function CheckoutSummary({ lines, features, deductFromSalary, submitting, checking, orderCount }: Props) {
  const intl = useIntl();
  const money = useMoney();
  const sumsLabel = useSumsLabel();
  // Without the payer feature every line is the person's, whatever the cart says.
  const totals = cartTotals(lines.map((line) => ({ ...line, payer: effectivePayer(line.payer, features.payer) })));
  const payers = (['USER', 'TENANT'] as Payer[]).filter((payer) => totals.byPayer[payer].amount > 0 || totals.byPayer[payer].unpriced > 0);
  return (
    <Card title={<h2 className="checkout-card-title">{intl.formatMessage(m.summaryTitle)}</h2>} className="checkout-summary">
      <dl style={{ margin: 0 }}>
        {payers.map((payer) => (
          <Row key={payer} label={intl.formatMessage(chargeLabels[chargeOf(payer, deductFromSalary)])} value={sumsLabel(totals.byPayer[payer])} />
        ))}
        {features.discount && totals.reduction > 0 && (
          <Row label={intl.formatMessage(orderingMessages.discounts)} value={`−${money(totals.reduction)}`} />
        )}
        <Row label={intl.formatMessage(orderingMessages.total)} value={money(totals.total)} strong />
      </dl>
      {totals.unpriced > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {intl.formatMessage(unpricedNoteMessage, { count: totals.unpriced })}
        </Typography.Paragraph>
      )}
      {checking && (
        <Flex gap={8} align="center" style={{ marginTop: 12 }} role="status">
          <Spin size="small" />
          <Typography.Text type="secondary">{intl.formatMessage(m.checking)}</Typography.Text>
        </Flex>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} style={{ marginTop: 16 }}>
        {intl.formatMessage(placeOrdersMessage, { count: orderCount })}
      </Button>
    </Card>
  );
}
