// The public restaurant page (/restaurants/{id}): who they are, whether they are open, where (with
// a map link), whom to contact, and their menus day by day.
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { PublicMenu, PublicRestaurant } from '@/api/models';
import { useDayLabel } from '@/components/ordering/use-money';
import { usePageTitle } from '@/components/use-page-title';
import { dateOf } from '@/lib/dates';
import { MenuCard } from './menu-card';
import './landing.css';

const messages = defineMessages({
  open: { id: 'restaurant.open', defaultMessage: 'Open' },
  closed: { id: 'restaurant.closed', defaultMessage: 'Closed' },
  address: { id: 'restaurant.address', defaultMessage: 'Address' },
  map: { id: 'restaurant.map', defaultMessage: 'Show on the map' },
  contacts: { id: 'restaurant.contacts', defaultMessage: 'Contacts' },
  noContacts: { id: 'restaurant.noContacts', defaultMessage: 'No contacts listed.' },
  noMenus: { id: 'restaurant.noMenus', defaultMessage: 'No menus on this day.' },
  ORDERS: { id: 'restaurant.contact.orders', defaultMessage: 'Orders' },
  BILLING: { id: 'restaurant.contact.billing', defaultMessage: 'Billing' },
  MANAGER: { id: 'restaurant.contact.manager', defaultMessage: 'Manager' },
  OTHER: { id: 'restaurant.contact.other', defaultMessage: 'Other' },
});

/** OpenStreetMap at the restaurant's coordinates (no key, no tracking script). */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

export interface RestaurantPageProps {
  restaurant: PublicRestaurant;
  menuAction?: (menu: PublicMenu, date: string) => ReactNode;
}

export function RestaurantPage({ restaurant, menuAction }: RestaurantPageProps) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  usePageTitle(restaurant.name);
  const { latitude, longitude } = restaurant;
  return (
    <article className="l-restaurant">
      <header>
        <h1>{restaurant.name}</h1>
        <span className={`l-badge l-badge--${restaurant.is_open ? 'open' : 'closed'}`}>
          {intl.formatMessage(restaurant.is_open ? messages.open : messages.closed)}
        </span>
        {restaurant.description && <p>{restaurant.description}</p>}
      </header>
      <div className="l-restaurant__facts">
        <section className="l-card">
          <h2>{intl.formatMessage(messages.address)}</h2>
          <p>{restaurant.address}</p>
          {latitude !== null && longitude !== null && (
            <a className="l-link" href={mapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(messages.map)}
            </a>
          )}
        </section>
        <section className="l-card">
          <h2>{intl.formatMessage(messages.contacts)}</h2>
          {restaurant.contacts.length === 0 ? (
            <p className="l-muted">{intl.formatMessage(messages.noContacts)}</p>
          ) : (
            <ul>
              {restaurant.contacts.map((contact, index) => (
                <li key={index}>
                  <strong>{contact.contact}</strong> · {intl.formatMessage(messages[contact.type])}
                  {contact.phone && (
                    <>
                      {' · '}
                      <a className="l-link" href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
                    </>
                  )}
                  {contact.email && (
                    <>
                      {' · '}
                      <a className="l-link" href={`mailto:${contact.email}`}>{contact.email}</a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {restaurant.menus_by_date.map(({ date, menus }) => (
        <section key={date} className="l-restaurant__day" aria-labelledby={`day-${date}`}>
          <h2 id={`day-${date}`}>{dayLabel(dateOf(date))}</h2>
          {menus.length === 0 ? (
            <p className="l-muted">{intl.formatMessage(messages.noMenus)}</p>
          ) : (
            <ul className="l-menu-grid">
              {menus.map((menu) => (
                <li key={menu.id}>
                  <MenuCard menu={menu} action={menuAction?.(menu, date)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
