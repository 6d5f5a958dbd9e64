// The lines of the day being checked out: quantity, who pays, remove; amounts; what the server or
// the latest menu list says about a line (on the line itself).
import { Button, Form, InputNumber, Radio, Typography } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { Payer, PublicMenu } from '@/api/models';
import {
  lineSummaryMessage, notOrderableMessage, orderingMessages, payerLabels, payerOfMessage, quantityOfMessage, removeNamedMessage,
} from '@/components/ordering/ordering-messages';
import { useMoney } from '@/components/ordering/use-money';
import { lineAmounts } from '@/lib/cart-totals';
import { MAX_QUANTITY, MIN_QUANTITY, useCart, type CartLine } from '@/stores/cart';
import { checkoutMessages } from './checkout-messages';

interface Props {
  lines: CartLine[];
  showPayer: boolean;
  showDiscounts: boolean;
  /** Server messages per line key (422 `items.N.*`). */
  errors: Record<string, string[]>;
  /** Fresh public menus of the requested date, by menu id; undefined while loading. */
  menus: Map<number, PublicMenu> | undefined;
  /** The user changed a line: its server messages are out of date. */
  onLineChange: (key: string) => void;
}

function availabilityNote(intl: IntlShape, menus: Map<number, PublicMenu> | undefined, line: CartLine): string | undefined {
  if (!menus) return undefined;
  const menu = menus.get(line.menu.id);
  if (!menu) return intl.formatMessage(checkoutMessages.notOffered);
  return menu.orderable ? undefined : intl.formatMessage(notOrderableMessage(menu.not_orderable_reason));
}

export function CheckoutLines({ lines, showPayer, showDiscounts, errors, menus, onLineChange }: Props) {
  const intl = useIntl();
  const money = useMoney();
  const { setQuantity, setPayer, remove } = useCart.getState();
  return (
    <ul className="checkout-lines">
      {lines.map((line) => {
        const name = line.menu.name;
        const amounts = lineAmounts(line);
        const note = availabilityNote(intl, menus, line);
        const lineErrors = errors[line.key];
        return (
          <li key={line.key} className="checkout-line" data-testid={`line-${line.key}`}>
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
            <Form.Item
              validateStatus={lineErrors ? 'error' : note ? 'warning' : undefined}
              help={lineErrors ? lineErrors.join(' ') : note}
              style={{ marginBottom: 0 }}
            >
              <div className="checkout-line__controls">
                <InputNumber
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
