// The cart in the page header: a button with the number of items that opens the cart panel.
// No antd: it renders on the landing page, whose first load has a budget.
import { startTransition, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { lazyPart } from '@/components/lazy-part';
import { cartItemCount, useCart } from '@/stores/cart';
import './cart.css';

// The panel's code is not in the first load (the header button is on every page): it starts
// loading when the pointer or the focus reaches the button, so it is mostly in by the click. If it
// cannot load, the failure shows in the panel's place, with Retry; the page stays.
const { Part: CartPanel, preload: loadCartPanel } = lazyPart(
  () => import('./cart-panel'),
  (module) => module.CartPanel,
  { floating: true },
);

const messages = defineMessages({
  label: { id: 'cart.button.label', defaultMessage: 'Cart' },
});
const openMessage = defineMessage<{ count: number }>({
  id: 'cart.button.open',
  defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}',
});

export function CartButton() {
  const intl = useIntl();
  const count = useCart((state) => cartItemCount(state.lines));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="l-button cart-button"
        aria-haspopup="dialog"
        onPointerEnter={loadCartPanel}
        onFocus={loadCartPanel}
        aria-expanded={open}
        aria-label={intl.formatMessage(openMessage, { count })}
        // A transition: the panel shows once its code is in, with nothing blank in between.
        onClick={() => startTransition(() => setOpen(true))}
      >
        <svg className="cart-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 18c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2ZM1 2v2h2l3.6 7.59-1.35 2.45A2 2 0 0 0 7 17h12v-2H7.42a.25.25 0 0 1-.22-.37l.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1Zm16 16c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2Z"
          />
        </svg>
        <span>{intl.formatMessage(messages.label)}</span>
        {count > 0 && (
          <span className="cart-button__badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {open && <CartPanel onClose={close} onFailureClose={() => close(true)} />}
    </>
  );
}
