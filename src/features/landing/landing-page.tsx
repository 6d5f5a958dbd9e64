// The landing page (landing-page feature): the menus of the restaurants for a chosen day, with the
// filters of spec §2 in the URL. Plain elements: its first load has a budget (quality.md).
import { Link } from '@tanstack/react-router';
import { startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { PublicMenu } from '@/api/models';
import { useDayLabel } from '@/components/ordering/use-money';
import { usePageTitle } from '@/components/use-page-title';
import { getConfig } from '@/lib/config';
import { dateOf } from '@/lib/dates';
import { LandingAnnouncement } from './landing-announcement';
import { LandingFilters } from './landing-filters';
import { loadingMenus, MenuCardsPending } from './landing-pending';
import type { LandingSearch } from './landing-search';
import { MenuCard } from './menu-card';
import { lazyPart } from '@/components/lazy-part';
import { MenusBoundary } from './menus-boundary';
import './landing.css';

const messages = defineMessages({
  title: { id: 'landing.title', defaultMessage: 'Menus of the day' },
  empty: { id: 'landing.empty', defaultMessage: 'No menus for this day.' },
  emptyFiltered: { id: 'landing.emptyFiltered', defaultMessage: 'No menu matches these filters.' },
  clear: { id: 'landing.clearFilters', defaultMessage: 'Show all menus of today' },
  planWeek: { id: 'landing.planWeek', defaultMessage: 'Plan my week' },
});
// Only a failure needs it: out of the first load.
const { Part: MenusFailure } = lazyPart(
  () => import('./menus-failure'),
  (module) => module.MenusFailure,
);

/** Cards drawn with the page: the first screen on a phone, the first row on a wide screen. */
const FIRST_CARDS = 3;
/** Cards added by each later step: one step's commit stays well under a 50 ms task. */
const CARDS_PER_STEP = 12;

/**
 * How many of `total` cards to draw: the first ones with the page, then a step at a time, each in
 * a task of its own (a transition React may interrupt), so that hundreds of menus never hold the
 * main thread in one long task and the page answers input while they come in.
 */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((count) => count + CARDS_PER_STEP)));
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return Math.min(drawn, total);
}

const menusOn = defineMessage<{ date: string }>({ id: 'landing.menusOn', defaultMessage: 'Menus for {date}' });
const menuCount = defineMessage<{ count: number }>({ id: 'landing.count', defaultMessage: '{count, plural, one {# menu} other {# menus}}' });

export interface LandingPageProps {
  search: LandingSearch;
  date: string;
  /** The day's menus, still on their way when the page is first drawn. */
  menus: Promise<PublicMenu[]>;
  /** Newer menus (another day or diet) are on their way: these are shown dimmed until then. */
  stale?: boolean;
  searchable: boolean;
  onSearchChange: (patch: Partial<LandingSearch>) => void;
  /** The cart's "add" control for an orderable menu (composed by the route). */
  menuAction?: (menu: PublicMenu, date: string) => ReactNode;
  /** A note above the filters (composed by the route: the install invitation). */
  notice?: ReactNode;
  /** Offer "Plan my week" beside the day choice (ecommerce feature). */
  planWeek?: boolean;
}

/** Closed restaurants only when asked for; the text search over name, description, restaurant. */
export function visibleMenus(menus: PublicMenu[], search: LandingSearch): PublicMenu[] {
  const needle = search.q?.trim().toLocaleLowerCase();
  return menus.filter(
    (menu) =>
      (search.closed || menu.restaurant_is_open) &&
      (!needle || [menu.name, menu.description, menu.restaurant_name].some((text) => text?.toLocaleLowerCase().includes(needle))),
  );
}

/**
 * The frame (title, filters, the day's heading) is drawn at once; the count and the cards wait for
 * the menus, under a loading text and the cards' shape. The count stays one live region. Menus
 * that cannot be loaded are said in the cards' place: the filters stay.
 */
export function LandingPage({ search, date, menus, stale = false, searchable, onSearchChange, menuAction, notice, planWeek = false }: LandingPageProps) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const { projectName, projectDescription } = getConfig();
  usePageTitle(messages.title);
  return (
    <div className="l-landing">
      <header className="l-landing__intro">
        <h1>{projectName}</h1>
        <p className="l-muted">{projectDescription}</p>
      </header>
      <LandingAnnouncement />
      {notice}
      <LandingFilters
        search={search}
        searchable={searchable}
        onChange={onSearchChange}
        dayAction={
          planWeek && (
            <Link className="l-button l-filters__week" to="/week" search={{ diet: search.diet, closed: search.closed, q: search.q }}>
              {intl.formatMessage(messages.planWeek)}
            </Link>
          )
        }
      />
      <div className="l-landing__results">
        <h2>{intl.formatMessage(menusOn, { date: dayLabel(dateOf(date)) })}</h2>
        <p className="l-muted" aria-live="polite">
          <MenusBoundary menus={menus} fallback={() => null}>
            <Suspense fallback={intl.formatMessage(loadingMenus)}>
              <MenuCount menus={menus} search={search} />
            </Suspense>
          </MenusBoundary>
        </p>
      </div>
      <div className={stale ? 'l-landing__menus l-landing__menus--stale' : 'l-landing__menus'} aria-busy={stale}>
        <MenusBoundary menus={menus} fallback={(error) => <MenusFailure error={error} />}>
          <Suspense fallback={<MenuCardsPending />}>
            <MenuCards menus={menus} search={search} date={date} onSearchChange={onSearchChange} menuAction={menuAction} />
          </Suspense>
        </MenusBoundary>
      </div>
    </div>
  );
}

function MenuCount({ menus, search }: Pick<LandingPageProps, 'menus' | 'search'>) {
  const intl = useIntl();
  return intl.formatMessage(menuCount, { count: visibleMenus(use(menus), search).length });
}

type MenuCardsProps = Pick<LandingPageProps, 'menus' | 'search' | 'date' | 'onSearchChange' | 'menuAction'>;

function MenuCards({ menus, search, date, onSearchChange, menuAction }: MenuCardsProps) {
  const intl = useIntl();
  const shown = visibleMenus(use(menus), search);
  // Until every card is in, the list keeps the footer below the fold, so it does not jump.
  const cards = shown.slice(0, useDrawnCount(shown.length));
  const filtered = Boolean(search.diet || search.q || search.day);
  if (shown.length === 0) {
    return (
      <div className="l-card l-empty">
        <p>{intl.formatMessage(filtered ? messages.emptyFiltered : messages.empty)}</p>
        {filtered && (
          <button type="button" className="l-button" onClick={() => onSearchChange({ day: undefined, diet: undefined, q: undefined })}>
            {intl.formatMessage(messages.clear)}
          </button>
        )}
      </div>
    );
  }
  return (
    <ul className={`l-menu-grid${cards.length < shown.length ? ' l-menu-grid--drawing' : ''}`}>
      {cards.map((menu) => (
        <li key={menu.id}>
          <MenuCard menu={menu} showRestaurant action={menuAction?.(menu, date)} />
        </li>
      ))}
    </ul>
  );
}
