// "Plan my week" (/week, ecommerce feature): the next five ordering days side by side, each with its
// menus under the landing's filters and the cart's Add, so a week of lunches goes into the cart at
// once; the checkout then places one order per day. A wide screen shows a column per day; a phone
// one day at a time, chosen above the days (the day in the URL). Days the signed-in person has
// already ordered for are marked, with a link to each order.
import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { PublicMenu } from '@/api/models';
import { LinkButton } from '@/components/link-button';
import { usePageTitle } from '@/components/use-page-title';
import { dateOf } from '@/lib/dates';
import { LandingFilters } from './landing-filters';
import type { LandingSearch } from './landing-search';
import { useCart } from '@/stores/cart';
import { useSession } from '@/stores/session';
import { useOrderedDays } from './use-ordered-days';
import { WeekDayColumn } from './week-day-column';
import type { WeekSearch } from './week-search';
import './landing.css';
import './week.css';

export const weekMessages = defineMessages({
  // The landing's link too (landing-page.tsx).
  title: { id: 'week.title', defaultMessage: 'Plan my week' },
  intro: {
    id: 'week.intro',
    defaultMessage: 'Choose your lunches for the next five working days. Each day becomes its own order when you check out, all in one go.',
  },
  dayChoice: { id: 'week.dayChoice', defaultMessage: 'Day shown' },
  checkout: { id: 'week.checkout', defaultMessage: 'Go to checkout' },
});

export interface WeekPageProps {
  /** The five days, in order. */
  days: readonly string[];
  menus: Readonly<Record<string, Promise<PublicMenu[]>>>;
  search: WeekSearch;
  searchable: boolean;
  onSearchChange: (patch: Partial<WeekSearch>) => void;
  menuAction?: (menu: PublicMenu, date: string) => ReactNode;
}

export function WeekPage({ days, menus, search, searchable, onSearchChange, menuAction }: WeekPageProps) {
  const intl = useIntl();
  usePageTitle(weekMessages.title);
  const user = useSession((state) => state.user);
  const ordered = useOrderedDays(user?.id, days[0] ?? '', days[days.length - 1] ?? '');
  const inCart = useCart((state) => state.lines.some((line) => days.includes(line.date)));
  const current = search.day !== undefined && days.includes(search.day) ? search.day : days[0];
  const filters: LandingSearch = { diet: search.diet, closed: search.closed, q: search.q };
  const short = (date: string) => intl.formatDate(dateOf(date), { weekday: 'short', day: 'numeric' });
  return (
    <div className="l-week">
      <header className="l-landing__intro">
        <h1>{intl.formatMessage(weekMessages.title)}</h1>
        <p className="l-muted">{intl.formatMessage(weekMessages.intro)}</p>
      </header>
      <LandingFilters search={filters} searchable={searchable} withDay={false} onChange={(patch) => onSearchChange(patch as Partial<WeekSearch>)} />
      <div className="l-week__switch">
        <span id="week-day-choice" className="l-visually-hidden">
          {intl.formatMessage(weekMessages.dayChoice)}
        </span>
        <Segmented
          block
          aria-labelledby="week-day-choice"
          value={current}
          onChange={(value) => onSearchChange({ day: value === days[0] ? undefined : value })}
          options={days.map((date) => ({ value: date, label: short(date) }))}
        />
      </div>
      <div className="l-week__days">
        {days.map((date) => (
          <WeekDayColumn
            key={date}
            date={date}
            menus={menus[date]!}
            search={filters}
            orders={ordered.get(date)}
            current={date === current}
            menuAction={menuAction}
          />
        ))}
      </div>
      {menuAction && inCart && (
        <p className="l-week__checkout">
          <LinkButton type="primary" size="large" to="/checkout">
            {intl.formatMessage(weekMessages.checkout)}
          </LinkButton>
        </p>
      )}
    </div>
  );
}
