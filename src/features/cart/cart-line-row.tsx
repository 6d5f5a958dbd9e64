// One cart line in the panel: name, quantity, who pays, remove, its amounts, and why it cannot be
// ordered when it cannot (then it is left out of the sums).
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Payer } from '@/api/models';
import { excludesLine, lineCheckMessages, lineProblemText, type LineProblem } from '@/components/ordering/line-checks';
import { lineSummaryMessage, orderingMessages, payerLabels, payerOfMessage, quantityOfMessage, removeNamedMessage } from '@/components/ordering/ordering-messages';
import { useMoney } from '@/components/ordering/use-money';
import { lineAmounts } from '@/lib/cart-totals';
import { MAX_QUANTITY, MIN_QUANTITY, useCart, type CartLine } from '@/stores/cart';
import { QuantityStepper } from './quantity-stepper';

interface Props {
  line: CartLine;
  showPayer: boolean;
  showDiscounts: boolean;
  /** Why the signed-in user may not order it as it is, if so. */
  problem: LineProblem | undefined;
  /** Called after the line was removed (the panel moves focus somewhere sensible). */
  onRemoved: () => void;
}

export function CartLineRow({ line, showPayer, showDiscounts, problem, onRemoved }: Props) {
  const intl = useIntl();
  const id = useId();
  const money = useMoney();
  const { setQuantity, setPayer, remove } = useCart.getState();
  // What is typed, while it is not a valid quantity yet (the cart keeps the last valid one).
  const [draft, setDraft] = useState<string | null>(null);
  const amounts = lineAmounts(line);
  const name = line.menu.name;
  const excluded = excludesLine(problem);

  const onQuantity = (value: string) => {
    setDraft(value);
    const count = Number(value);
    if (value.trim() !== '' && Number.isInteger(count) && count >= MIN_QUANTITY && count <= MAX_QUANTITY) setQuantity(line.key, count);
  };

  return (
    <li className={excluded ? 'cart-line cart-line--excluded' : 'cart-line'}>
      <div className="cart-line__head">
        <span className="cart-line__name">{name}</span>
        <span className="cart-line__restaurant l-muted">{line.menu.restaurant_name}</span>
      </div>
      {problem && (
        <p className="l-error cart-line__problem">
          {lineProblemText(intl, problem)}
          {excluded && ` ${intl.formatMessage(lineCheckMessages.excluded)}`}
        </p>
      )}
      <div className="cart-line__controls" onBlur={() => setDraft(null)}>
        <QuantityStepper
          id={`${id}-quantity`}
          label={intl.formatMessage(quantityOfMessage, { name })}
          hideLabel
          value={draft ?? String(line.quantity)}
          onChange={onQuantity}
        />
        {showPayer && (
          <>
            <label htmlFor={`${id}-payer`} className="l-visually-hidden">
              {intl.formatMessage(payerOfMessage, { name })}
            </label>
            <select
              id={`${id}-payer`}
              className="l-select cart-line__payer"
              value={line.payer ?? ''}
              aria-invalid={line.payer === null ? true : undefined}
              onChange={(event) => setPayer(line.key, event.target.value as Payer)}
            >
              {line.payer === null && (
                <option value="" disabled>
                  {intl.formatMessage(lineCheckMessages.payerChoose)}
                </option>
              )}
              {(['USER', 'TENANT'] as const).map((payer) => (
                <option key={payer} value={payer}>
                  {intl.formatMessage(payerLabels[payer])}
                </option>
              ))}
            </select>
          </>
        )}
        <button
          type="button"
          className="l-button l-button--link cart-line__remove"
          aria-label={intl.formatMessage(removeNamedMessage, { name })}
          onClick={() => {
            remove(line.key);
            onRemoved();
          }}
        >
          {intl.formatMessage(orderingMessages.remove)}
        </button>
      </div>
      <div className="cart-line__amounts">
        {excluded ? null : amounts.priced && amounts.unitPrice !== null ? (
          <>
            <span className="l-muted">{intl.formatMessage(lineSummaryMessage, { quantity: line.quantity, price: money(amounts.unitPrice) })}</span>
            {showDiscounts && amounts.reduction > 0 && (
              <span className="cart-line__discount">
                {intl.formatMessage(orderingMessages.discounts)} −{money(amounts.reduction)}
              </span>
            )}
            <strong>{money(amounts.total)}</strong>
          </>
        ) : (
          <span className="l-muted">{intl.formatMessage(orderingMessages.priceOnRequest)}</span>
        )}
      </div>
    </li>
  );
}
