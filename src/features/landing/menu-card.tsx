// One menu as the public sees it for a day: image, name, type, description, restaurant, price
// (unless hidden) and whether it can still be ordered — with the cart's action when it can.
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicMenu } from '@/api/models';
import { menuTypeNames } from '@/components/names';
import { formatMoney } from '@/lib/money';
import { menuMessages, orderUntilMessage } from './menu-messages';

export interface MenuCardProps {
  menu: PublicMenu;
  /** Show the restaurant's name as a link (the landing page; not the restaurant's own page). */
  showRestaurant?: boolean;
  action?: ReactNode;
  /** Without the picture and the description (the week planner's narrow columns). */
  compact?: boolean;
  /** The level of the menu's heading (3 below a day's h2). */
  headingLevel?: 3 | 4;
}

function Availability({ menu }: { menu: PublicMenu }) {
  const intl = useIntl();
  if (!menu.orderable) {
    return <p className="l-menu-card__status l-menu-card__status--closed">{intl.formatMessage(menuMessages[menu.not_orderable_reason ?? 'AVAILABILITY'])}</p>;
  }
  if (!menu.order_until) return null;
  const time = intl.formatTime(new Date(menu.order_until), { hour: '2-digit', minute: '2-digit' });
  return <p className="l-menu-card__status">{intl.formatMessage(orderUntilMessage, { time })}</p>;
}

export function MenuCard({ menu, showRestaurant = false, action, compact = false, headingLevel = 3 }: MenuCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const intl = useIntl();
  const headingId = useId(); // a menu shows once per day on the restaurant page
  const price =
    menu.price !== null
      ? formatMoney(intl, menu.price)
      : intl.formatMessage(menu.price_hidden ? menuMessages.priceHidden : menuMessages.priceUnset);
  return (
    <article className={compact ? 'l-card l-menu-card l-menu-card--compact' : 'l-card l-menu-card'} aria-labelledby={headingId}>
      {compact ? null : menu.image_url ? (
        <img className="l-menu-card__image" src={menu.image_url} alt={menu.image_title || menu.name} width={320} height={180} loading="lazy" />
      ) : (
        // A neutral tile where a menu has no picture: the cards of a row keep one shape.
        <div className="l-menu-card__image l-menu-card__image--none" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M7 3v8M4.5 3v5a2.5 2.5 0 0 0 5 0V3M7 11v10M17 21V3c-2.2 1.2-3.5 3.8-3.5 7.5 0 1.4.6 2.5 1.75 2.5H17" />
          </svg>
        </div>
      )}
      <div className="l-menu-card__body">
        <div className="l-menu-card__heading">
          <Heading id={headingId}>{menu.name}</Heading>
          <span className={`l-tag l-tag--${menu.type.toLowerCase()}`}>{intl.formatMessage(menuTypeNames[menu.type])}</span>
        </div>
        {showRestaurant && (
          <p className="l-muted">
            <FormattedMessage
              id="menu.restaurant"
              defaultMessage="at {restaurant}"
              description="{startsWithChez}: yes when the name starts with “Chez”, so that French does not say “chez Chez Marcel”"
              values={{
                startsWithChez: /^chez\s/i.test(menu.restaurant_name) ? 'yes' : 'no',
                restaurant: (
                  <Link className="l-link" to="/restaurants/$id" params={{ id: String(menu.restaurant_id) }}>
                    {menu.restaurant_name}
                  </Link>
                ),
              }}
            />
          </p>
        )}
        {menu.description && !compact && <p>{menu.description}</p>}
        <p className="l-menu-card__price">{price}</p>
        <Availability menu={menu} />
        {menu.orderable && action}
      </div>
    </article>
  );
}
