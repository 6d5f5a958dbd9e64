import { createFileRoute, redirect, useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { listPublicMenus } from '@/api/catalogue';
import { AddToCart } from '@/features/cart/add-to-cart';
import { LandingError } from '@/features/landing/landing-error';
import { LandingPage } from '@/features/landing/landing-page';
import { LandingPending } from '@/features/landing/landing-pending';
import { dateOfDay, menuTypesOf, validateLandingSearch, type LandingSearch } from '@/features/landing/landing-search';
import { FEATURES } from '@/lib/feature-tree';
import { isFeatureOn, useFeature } from '@/stores/features';

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
  loader: async ({ deps, abortController }) => {
    const date = dateOfDay(deps.day);
    const menus = await listPublicMenus({ date, 'type[]': menuTypesOf(deps.diet) }, abortController.signal);
    return { date, menus };
  },
  component: LandingRoute,
  pendingComponent: LandingPending,
  errorComponent: LandingError,
});

function LandingRoute() {
  const { date, menus } = Route.useLoaderData();
  // The address being navigated to, not the one whose menus are shown: a filter shows as chosen at
  // once, while the menus of the new day load.
  const search = validateLandingSearch(useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate({ from: Route.fullPath });
  const searchable = useFeature(FEATURES.search);
  const ecommerce = useFeature(FEATURES.ecommerce);
  const onSearchChange = useCallback(
    (patch: Partial<LandingSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true }),
    [navigate],
  );
  return (
    <LandingPage
      search={search}
      date={date}
      menus={menus}
      searchable={searchable}
      onSearchChange={onSearchChange}
      menuAction={ecommerce ? (menu, day) => <AddToCart menu={menu} date={day} /> : undefined}
    />
  );
}
