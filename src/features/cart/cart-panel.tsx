// The cart as a modal side panel: lines by day (quantity, payer, remove), subtotals per day and per
// payer, discounts, total, and the way to the checkout. Each line is checked against what the
// user may order (line-checks.ts): a line that may not be ordered says so and is left out of the sums. Esc or the close button closes it; focus
// stays inside while it is open and goes back to the cart button after.
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';
import { excludesLine, lineProblem, type LineProblem } from '@/components/ordering/line-checks';
import { useDayMenus } from '@/components/ordering/use-day-menus';
import { useDayLabel } from '@/components/ordering/use-money';
import { useSumsLabel } from '@/components/ordering/use-sums-label';
import { cartTotals } from '@/lib/cart-totals';
import { dateOf, localIsoDate } from '@/lib/dates';
import { FEATURES } from '@/lib/feature-tree';
import { useCart } from '@/stores/cart';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';
import { useVariable } from '@/stores/variables';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import './cart-panel.css';

const messages = defineMessages({
  title: { id: 'cart.panel.title', defaultMessage: 'Your cart' },
  close: { id: 'cart.panel.close', defaultMessage: 'Close the cart' },
  empty: { id: 'cart.panel.empty', defaultMessage: 'Your cart is empty.' },
  emptyHint: { id: 'cart.panel.emptyHint', defaultMessage: 'Choose a menu for a day, then add it to the cart.' },
  checkout: { id: 'cart.panel.checkout', defaultMessage: 'Check out' },
  daySubtotal: { id: 'cart.panel.daySubtotal', defaultMessage: 'Subtotal for this day' },
});

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface CartPanelProps {
  /** `returnFocus` false when the panel closes because the user leaves for the checkout. */
  onClose: (returnFocus: boolean) => void;
}

export function CartPanel({ onClose }: CartPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lines = useCart((state) => state.lines);
  const showPayer = useFeature(FEATURES.payer);
  const showDiscounts = useFeature(FEATURES.discount);
  const sumsLabel = useSumsLabel();
  const dayLabel = useDayLabel();
  const user = useSession((state) => state.user);
  const dayMenus = useDayMenus(lines.map((line) => line.date), user?.id);
  const today = localIsoDate();
  const defaultDeadline = useVariable('default_order_deadline');
  const problems = new Map<string, LineProblem | undefined>(
    lines.map((line) => [line.key, lineProblem(line, { user, today, payerFeature: showPayer, menus: dayMenus.get(line.date), defaultDeadline })]),
  );
  // Every line is listed by day; the sums count only the lines that can be ordered.
  const byDay = cartTotals(lines).byDay;
  const totals = cartTotals(lines.filter((line) => !excludesLine(problems.get(line.key))));

  useEffect(() => {
    heading.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="cart-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose(true)}>
      <div ref={panel} className="cart-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="cart-panel__header">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="cart-panel__title">
            {intl.formatMessage(messages.title)}
          </h2>
          <button type="button" className="l-button cart-panel__close" aria-label={intl.formatMessage(messages.close)} onClick={() => onClose(true)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {lines.length === 0 ? (
          <div className="cart-panel__empty">
            <p>{intl.formatMessage(messages.empty)}</p>
            <p className="l-muted">{intl.formatMessage(messages.emptyHint)}</p>
          </div>
        ) : (
          <>
            <div className="cart-panel__body">
              {byDay.map((day) => {
                const label = dayLabel(dateOf(day.date));
                const sums = totals.byDay.find((counted) => counted.date === day.date) ?? { amount: 0, reduction: 0, total: 0, unpriced: 0 };
                return (
                  <section key={day.date} className="cart-day" aria-label={label}>
                    <h3 className="cart-day__title">{label}</h3>
                    <ul className="cart-day__lines">
                      {day.lines.map((line) => (
                        <CartLineRow
                          key={line.key}
                          line={line}
                          showPayer={showPayer}
                          showDiscounts={showDiscounts}
                          problem={problems.get(line.key)}
                          onRemoved={() => heading.current?.focus()}
                        />
                      ))}
                    </ul>
                    <p className="cart-day__subtotal">
                      <span>{intl.formatMessage(messages.daySubtotal)}</span>
                      <strong>{sumsLabel(sums)}</strong>
                    </p>
                  </section>
                );
              })}
            </div>
            <div className="cart-panel__footer">
              <CartSummary totals={totals} showPayer={showPayer} showDiscounts={showDiscounts} />
              <Link to="/checkout" className="l-button l-button--primary cart-panel__checkout" onClick={() => onClose(false)}>
                {intl.formatMessage(messages.checkout)}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
