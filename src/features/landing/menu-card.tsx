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

export function MenuCard({ menu, showRestaurant = false, action }: MenuCardProps) {
  const intl = useIntl();
  const headingId = useId(); // a menu shows once per day on the restaurant page
  const price =
    menu.price !== null
      ? formatMoney(intl, menu.price)
      : intl.formatMessage(menu.price_hidden ? menuMessages.priceHidden : menuMessages.priceUnset);
  return (
    <article className="l-card l-menu-card" aria-labelledby={headingId}>
      {menu.image_url && (
        <img className="l-menu-card__image" src={menu.image_url} alt={menu.image_title || menu.name} width={320} height={180} loading="lazy" />
      )}
      <div className="l-menu-card__body">
        <div className="l-menu-card__heading">
          <h3 id={headingId}>{menu.name}</h3>
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
        {menu.description && <p>{menu.description}</p>}
        <p className="l-menu-card__price">{price}</p>
        <Availability menu={menu} />
        {menu.orderable && action}
      </div>
    </article>
  );
}
