// The lines of the day being checked out: quantity, who pays, remove; amounts; what the server or
// the checks of line-checks.ts say about a line (on the line itself). A line that may not be
// ordered is marked as left out of the order, with its Remove button. A line whose price the
// restaurant sets (hidden) says how it will be charged.
import { Button, Form, Radio, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Payer } from '@/api/models';
import { NumberInput } from '@/components/forms/number-input';
import { excludesLine, lineCheckMessages, lineProblemText, type LineProblem } from '@/components/ordering/line-checks';
import {
  lineSummaryMessage, orderingMessages, payerLabels, payerOfMessage, quantityOfMessage, removeNamedMessage,
} from '@/components/ordering/ordering-messages';
import { useMoney } from '@/components/ordering/use-money';
import { chargeOf, effectivePayer } from '@/lib/card-payment';
import { lineAmounts } from '@/lib/cart-totals';
import { MAX_QUANTITY, MIN_QUANTITY, useCart, type CartLine } from '@/stores/cart';
import { chargeLabels, hiddenPriceChargeMessage } from './checkout-messages';

export interface CheckoutLinesProps {
  lines: CartLine[];
  showPayer: boolean;
  showDiscounts: boolean;
  /** "Deduct the items I pay for from my salary" is ticked. */
  deductFromSalary: boolean;
  /** Server messages per line key (422 `items.N.*`). */
  errors: Record<string, string[]>;
  /** What the client checks say about each line (by key). */
  problems: ReadonlyMap<string, LineProblem | undefined>;
  /** The user changed a line: its server messages are out of date. */
  onLineChange: (key: string) => void;
}

export function CheckoutLines({ lines, showPayer, showDiscounts, deductFromSalary, errors, problems, onLineChange }: CheckoutLinesProps) {
  const intl = useIntl();
  const money = useMoney();
  const { setQuantity, setPayer, remove } = useCart.getState();
  return (
    <ul className="checkout-lines">
      {lines.map((line) => {
        const name = line.menu.name;
        const amounts = lineAmounts(line);
        const problem = problems.get(line.key);
        const excluded = excludesLine(problem);
        const note = problem && `${lineProblemText(intl, problem)}${excluded ? ` ${intl.formatMessage(lineCheckMessages.excluded)}` : ''}`;
        const lineErrors = errors[line.key];
        const payer = effectivePayer(line.payer, showPayer);
        const charge =
          !amounts.priced && !excluded && payer
            ? intl.formatMessage(hiddenPriceChargeMessage, { paidBy: intl.formatMessage(chargeLabels[chargeOf(payer, deductFromSalary)]) })
            : undefined;
        return (
          <li key={line.key} className={excluded ? 'checkout-line checkout-line--excluded' : 'checkout-line'} data-testid={`line-${line.key}`}>
            <div className="checkout-line__head">
              <div>
                <strong>{name}</strong>
                <div>
                  <Typography.Text type="secondary">{line.menu.restaurant_name}</Typography.Text>
                </div>
              </div>
              <div className="checkout-line__amount">
                {amounts.priced && amounts.unitPrice !== null ? (
                  <>
                    <Typography.Text type="secondary">{intl.formatMessage(lineSummaryMessage, { quantity: line.quantity, price: money(amounts.unitPrice) })}</Typography.Text>
                    {showDiscounts && amounts.reduction > 0 && (
                      <Typography.Text type="success">
                        {intl.formatMessage(orderingMessages.discounts)} −{money(amounts.reduction)}
                      </Typography.Text>
                    )}
                    <strong>{money(amounts.total)}</strong>
                  </>
                ) : (
                  <Typography.Text type="secondary">{intl.formatMessage(orderingMessages.priceOnRequest)}</Typography.Text>
                )}
              </div>
            </div>
            {charge && <p className="checkout-line__charge">{charge}</p>}
            <Form.Item
              validateStatus={lineErrors || excluded ? 'error' : note ? 'warning' : undefined}
              help={lineErrors ? lineErrors.join(' ') : note}
              style={{ marginBottom: 0 }}
            >
              <div className="checkout-line__controls">
                <NumberInput
                  min={MIN_QUANTITY}
                  max={MAX_QUANTITY}
                  precision={0}
                  value={line.quantity}
                  aria-label={intl.formatMessage(quantityOfMessage, { name })}
                  onChange={(value) => {
                    if (typeof value === 'number') {
                      setQuantity(line.key, value);
                      onLineChange(line.key);
                    }
                  }}
                  style={{ width: 96 }}
                />
                {showPayer && (
                  <Radio.Group
                    aria-label={intl.formatMessage(payerOfMessage, { name })}
                    optionType="button"
                    value={line.payer}
                    onChange={(event) => {
                      setPayer(line.key, event.target.value as Payer);
                      onLineChange(line.key);
                    }}
                    options={(['USER', 'TENANT'] as const).map((payer) => ({ value: payer, label: intl.formatMessage(payerLabels[payer]) }))}
                  />
                )}
                <Button
                  type="link"
                  danger
                  className="checkout-line__remove"
                  aria-label={intl.formatMessage(removeNamedMessage, { name })}
                  onClick={() => {
                    remove(line.key);
                    onLineChange(line.key);
                  }}
                >
                  {intl.formatMessage(orderingMessages.remove)}
                </Button>
              </div>
            </Form.Item>
          </li>
        );
      })}
    </ul>
  );
}
