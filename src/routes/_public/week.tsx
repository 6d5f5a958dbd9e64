import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { listPublicMenus } from '@/api/catalogue';
import { AddToCart } from '@/features/cart/add-to-cart';
import { LandingError } from '@/features/landing/landing-error';
import { LandingPending } from '@/features/landing/landing-pending';
import { menuTypesOf } from '@/features/landing/landing-search';
import { WeekPage } from '@/features/landing/week-page';
import { nextOrderingDays, validateWeekSearch, type WeekSearch } from '@/features/landing/week-search';
import { FEATURES } from '@/lib/feature-tree';
import { isFeatureOn, useFeature } from '@/stores/features';

/** As the landing: a day's menus are shown again for a minute without asking the server. */
const MENUS_FRESH_MS = 60_000;

export const Route = createFileRoute('/_public/week')({
  validateSearch: validateWeekSearch,
  // Planning is ordering for days ahead: without ecommerce, or without request-date (every order
  // is then for today), there is no such page.
  beforeLoad: () => {
    if (!isFeatureOn(FEATURES.ecommerce) || !isFeatureOn(FEATURES.requestDate)) throw notFound();
  },
  loaderDeps: ({ search }) => ({ diet: search.diet }),
  staleTime: MENUS_FRESH_MS,
  // Not awaited: the days' frames are drawn while their menus are on their way, each on its own.
  loader: ({ deps }) => {
    const days = nextOrderingDays();
    const types = menuTypesOf(deps.diet);
    const menus = Object.fromEntries(days.map((date) => [date, listPublicMenus({ date, 'type[]': types })]));
    return { days, menus };
  },
  component: WeekRoute,
  pendingComponent: LandingPending,
  errorComponent: LandingError,
});

function WeekRoute() {
  const { days, menus } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const searchable = useFeature(FEATURES.search);
  const onSearchChange = useCallback(
    (patch: Partial<WeekSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true }),
    [navigate],
  );
  return (
    <WeekPage
      days={days}
      menus={menus}
      search={search}
      searchable={searchable}
      onSearchChange={onSearchChange}
      menuAction={(menu, date) => <AddToCart menu={menu} date={date} />}
    />
  );
}
