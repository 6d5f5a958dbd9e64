// A labelled number input with − and + buttons (1–20). Plain elements, keyboard friendly: the input
// takes typing and arrow keys, the buttons are real buttons (never disabled, so focus stays on
// them at the bounds; the value is clamped instead).
import { defineMessages, useIntl } from 'react-intl';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/stores/cart';

const messages = defineMessages({
  decrease: { id: 'cart.quantity.decrease', defaultMessage: 'One less' },
  increase: { id: 'cart.quantity.increase', defaultMessage: 'One more' },
});

interface Props {
  id: string;
  label: string;
  /** Visually hide the label (it is still read out). */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function QuantityStepper({ id, label, hideLabel, value, onChange, invalid, describedBy }: Props) {
  const intl = useIntl();
  const current = Number(value);
  const step = (delta: number) => {
    const base = value.trim() === '' || Number.isNaN(current) ? 0 : current;
    onChange(String(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, base + delta))));
  };
  return (
    <div className="cart-stepper">
      <label htmlFor={id} className={hideLabel ? 'l-visually-hidden' : 'cart-field-label'}>
        {label}
      </label>
      <div className="cart-stepper__controls">
        <button
          type="button"
          className="l-button cart-stepper__button"
          aria-label={`${intl.formatMessage(messages.decrease)} (${label})`}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="l-input cart-stepper__input"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={value}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="l-button cart-stepper__button"
          aria-label={`${intl.formatMessage(messages.increase)} (${label})`}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
