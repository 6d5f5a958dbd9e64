// Adds a menu for a date to the cart: quantity, who pays (payer feature; else the user), Add.
// No antd: it renders on the landing page, whose first load has a budget.
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Payer, PublicMenu } from '@/api/models';
import { notOrderableMessage, orderingMessages, payerLabels } from '@/components/ordering/ordering-messages';
import { FEATURES } from '@/lib/feature-tree';
import { MAX_QUANTITY, MIN_QUANTITY, useCart } from '@/stores/cart';
import { useFeature } from '@/stores/features';
import { QuantityStepper } from './quantity-stepper';
import './cart.css';

const messages = defineMessages({
  add: { id: 'cart.add.action', defaultMessage: 'Add to cart' },
});
const addNamed = defineMessage<{ name: string }>({ id: 'cart.add.actionNamed', defaultMessage: 'Add {name} to the cart' });
const added = defineMessage<{ quantity: number; name: string }>({ id: 'cart.add.added', defaultMessage: 'Added to your cart: {quantity} × {name}.' });
const capped = defineMessage<{ max: number; name: string }>({
  id: 'cart.add.capped',
  defaultMessage: 'Your cart now has {max} × {name}, the most that can be ordered at once.',
});
const quantityRange = defineMessage<{ min: number; max: number }>({
  id: 'cart.add.quantityRange',
  defaultMessage: 'Choose a quantity from {min} to {max}',
});

const PAYERS: Payer[] = ['USER', 'TENANT'];

export interface AddToCartProps {
  /** The menu as listPublicMenus returned it for `date`. */
  menu: PublicMenu;
  /** The day the lunch is for, YYYY-MM-DD (the `date` the menu was listed for). */
  date: string;
}

export function AddToCart({ menu, date }: AddToCartProps) {
  const intl = useIntl();
  const id = useId();
  const payerFeature = useFeature(FEATURES.payer);
  const add = useCart((state) => state.add);
  const [quantity, setQuantity] = useState('1');
  const [payer, setPayer] = useState<Payer | undefined>(undefined);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const addLabel = intl.formatMessage(addNamed, { name: menu.name });

  if (!menu.orderable) {
    return (
      <div className="cart-add cart-add--closed">
        <button type="button" className="l-button" disabled aria-describedby={`${id}-reason`}>
          {intl.formatMessage(messages.add)}
          <span className="l-visually-hidden">: {menu.name}</span>
        </button>
        <p id={`${id}-reason`} className="cart-add__reason l-muted">
          {intl.formatMessage(notOrderableMessage(menu.not_orderable_reason))}
        </p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const count = quantity.trim() === '' ? NaN : Number(quantity);
    const who = payerFeature ? payer : 'USER';
    setStatus('');
    if (Number.isNaN(count) || !who) {
      setError(intl.formatMessage(orderingMessages.quantityAndPayer));
      return;
    }
    if (!Number.isInteger(count) || count < MIN_QUANTITY || count > MAX_QUANTITY) {
      setError(intl.formatMessage(quantityRange, { min: MIN_QUANTITY, max: MAX_QUANTITY }));
      return;
    }
    setError(undefined);
    const result = add(menu, date, count, who);
    setStatus(
      result.capped
        ? intl.formatMessage(capped, { max: MAX_QUANTITY, name: menu.name })
        : intl.formatMessage(added, { quantity: count, name: menu.name }),
    );
    setQuantity('1');
  };

  const errorId = `${id}-error`;
  const invalid = error !== undefined;
  return (
    <form className="cart-add" onSubmit={onSubmit} noValidate aria-label={addLabel}>
      <div className="cart-add__fields">
        <QuantityStepper
          id={`${id}-quantity`}
          label={intl.formatMessage(orderingMessages.quantity)}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setError(undefined);
          }}
          invalid={invalid && quantity.trim() === ''}
          describedBy={invalid ? errorId : undefined}
        />
        {payerFeature && (
          <fieldset className="cart-payer" aria-describedby={invalid ? errorId : undefined}>
            <legend className="cart-field-label">{intl.formatMessage(orderingMessages.payer)}</legend>
            <div className="cart-payer__options">
              {PAYERS.map((value) => (
                <label key={value} className="cart-payer__option">
                  <input
                    type="radio"
                    name={`${id}-payer`}
                    value={value}
                    checked={payer === value}
                    aria-invalid={invalid && !payer ? true : undefined}
                    onChange={() => {
                      setPayer(value);
                      setError(undefined);
                    }}
                  />
                  <span>{intl.formatMessage(payerLabels[value])}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <button type="submit" className="l-button l-button--primary cart-add__submit">
          {intl.formatMessage(messages.add)}
          {/* The name makes each button unique on a page of menus; the visible words come first. */}
          <span className="l-visually-hidden">: {menu.name}</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className="l-error cart-add__message" role="alert">
          {error}
        </p>
      )}
      <p className="cart-add__message cart-add__status" role="status">
        {status}
      </p>
    </form>
  );
}
