// One day of the week planner: its heading, the mark of the person's orders for it (with a link to
// each), and its menus as compact cards with the cart's Add (the same filters as the landing).
import { Link } from '@tanstack/react-router';
import { Suspense, use, useId, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Order, PublicMenu } from '@/api/models';
import { useDayLabel } from '@/components/ordering/use-money';
import { adminPath } from '@/lib/admin-paths';
import { dateOf } from '@/lib/dates';
import { visibleMenus } from './landing-page';
import { loadingMenus } from './landing-pending';
import type { LandingSearch } from './landing-search';
import { MenuCard } from './menu-card';
import { MenusBoundary } from './menus-boundary';
import { MenusFailure } from './menus-failure';

const messages = defineMessages({
  ordered: { id: 'week.day.ordered', defaultMessage: 'Ordered:' },
  empty: { id: 'week.day.empty', defaultMessage: 'No menus for this day.' },
  emptyFiltered: { id: 'week.day.emptyFiltered', defaultMessage: 'No menu of this day matches these filters.' },
});

interface Props {
  date: string;
  menus: Promise<PublicMenu[]>;
  search: LandingSearch;
  /** The person's standing orders for this day. */
  orders: readonly Order[] | undefined;
  /** Hidden on a phone (another day is chosen); every column shows on a wide screen. */
  current: boolean;
  menuAction?: (menu: PublicMenu, date: string) => ReactNode;
}

export function WeekDayColumn({ date, menus, search, orders, current, menuAction }: Props) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const headingId = useId();
  return (
    <section className={current ? 'l-week__day l-week__day--current' : 'l-week__day'} aria-labelledby={headingId} data-day={date}>
      <h2 id={headingId}>{dayLabel(dateOf(date))}</h2>
      {orders && orders.length > 0 && (
        <p className="l-week__ordered">
          {intl.formatMessage(messages.ordered)}{' '}
          {orders.map((order, index) => (
            <span key={order.id}>
              {index > 0 && ', '}
              <Link className="l-link" to={adminPath(`/orders/${order.id}`)}>
                {order.order_number}
              </Link>
            </span>
          ))}
        </p>
      )}
      <MenusBoundary menus={menus} fallback={(error) => <MenusFailure error={error} />}>
        <Suspense fallback={<p className="l-muted" role="status">{intl.formatMessage(loadingMenus)}</p>}>
          <DayMenus date={date} menus={menus} search={search} menuAction={menuAction} />
        </Suspense>
      </MenusBoundary>
    </section>
  );
}

function DayMenus({ date, menus, search, menuAction }: Pick<Props, 'date' | 'menus' | 'search' | 'menuAction'>) {
  const intl = useIntl();
  const all = use(menus);
  const shown = visibleMenus(all, search);
  if (shown.length === 0) return <p className="l-muted">{intl.formatMessage(all.length > 0 || search.diet ? messages.emptyFiltered : messages.empty)}</p>;
  return (
    <ul className="l-week__menus">
      {shown.map((menu) => (
        <li key={menu.id}>
          <MenuCard menu={menu} showRestaurant compact action={menuAction?.(menu, date)} />
        </li>
      ))}
    </ul>
  );
}
