import { createFileRoute, redirect, useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useDeferredValue } from 'react';
import { listPublicMenus } from '@/api/catalogue';
import { AddToCart } from '@/features/cart/add-to-cart';
import { InstallAppBannerSlot } from '@/features/desktop-app/install-slots';
import { LandingError } from '@/features/landing/landing-error';
import { LandingPage } from '@/features/landing/landing-page';
import { LandingPending } from '@/features/landing/landing-pending';
import { menusQueryOf, validateLandingSearch, type LandingSearch } from '@/features/landing/landing-search';
import { FEATURES } from '@/lib/feature-tree';
import { isFeatureOn, useFeature } from '@/stores/features';

/** How long a day's menus are shown again without asking the server (the orderable state moves with time). */
const MENUS_FRESH_MS = 60_000;

/** The filters whose last menus request failed: asked again on the next visit, not kept for the minute. */
const failedMenus = new Set<string>();
const menusKey = (deps: { day?: string; diet?: string }) => `${deps.day ?? ''}|${deps.diet ?? ''}`;

export const Route = createFileRoute('/_public/')({
  validateSearch: validateLandingSearch,
  // Without the landing-page feature there is nothing public to show: straight to signing in.
  beforeLoad: ({ context }) => {
    if (!isFeatureOn(FEATURES.landingPage)) throw redirect({ href: context.config.loginUrl });
  },
  // The loader stays in the entry chunk (vite.config.ts splits loaders by default): the menus
  // request starts as soon as the route matches, not after one more chunk download.
  codeSplitGroupings: [['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
  loaderDeps: ({ search }) => ({ day: search.day, diet: search.diet }),
  // The text search and "closed" filter the menus in the page: typing asks nothing of the server.
  staleTime: MENUS_FRESH_MS,
  shouldReload: ({ deps }) => failedMenus.has(menusKey(deps)) || undefined,
  // Not awaited: the page's frame is drawn while the menus are on their way.
  loader: ({ deps }) => {
    const query = menusQueryOf(deps);
    const key = menusKey(deps);
    failedMenus.delete(key);
    const menus = listPublicMenus(query);
    menus.catch(() => failedMenus.add(key));
    return { date: query.date, menus };
  },
  component: LandingRoute,
  pendingComponent: LandingPending,
  errorComponent: LandingError,
});

function LandingRoute() {
  const loaded = Route.useLoaderData();
  // Another day's menus replace these once they are in (the heading and count with them); the
  // filters show the address being navigated to, so a choice shows at once.
  const { date, menus } = useDeferredValue(loaded);
  const search = validateLandingSearch(useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate({ from: Route.fullPath });
  const searchable = useFeature(FEATURES.search);
  const ecommerce = useFeature(FEATURES.ecommerce);
  const requestDate = useFeature(FEATURES.requestDate);
  const onSearchChange = useCallback(
    (patch: Partial<LandingSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true }),
    [navigate],
  );
  return (
    <LandingPage
      search={search}
      date={date}
      menus={menus}
      stale={menus !== loaded.menus}
      searchable={searchable}
      onSearchChange={onSearchChange}
      menuAction={ecommerce ? (menu, day) => <AddToCart menu={menu} date={day} /> : undefined}
      notice={<InstallAppBannerSlot />}
      planWeek={ecommerce && requestDate}
    />
  );
}
