import { createFileRoute } from '@tanstack/react-router';
import { getPublicRestaurant } from '@/api/catalogue';
import { AddToCart } from '@/features/cart/add-to-cart';
import { LandingError } from '@/features/landing/landing-error';
import { LandingPending } from '@/features/landing/landing-pending';
import { RestaurantPage } from '@/features/landing/restaurant-page';
import { addDays, localIsoDate } from '@/lib/dates';
import { FEATURES } from '@/lib/feature-tree';
import { orNotFound } from '@/api/errors';
import { parseRecordId } from '@/lib/route-params';
import { useFeature } from '@/stores/features';

/** A week of menus from today. */
const DAYS_SHOWN = 7;

export const Route = createFileRoute('/_public/restaurants/$id')({
  loader: async ({ params, abortController }) => {
    const id = parseRecordId(params.id); // not a record id: 404
    const from = localIsoDate();
    return orNotFound(getPublicRestaurant(id, { from, till: addDays(from, DAYS_SHOWN - 1) }, abortController.signal));
  },
  component: RestaurantRoute,
  pendingComponent: LandingPending,
  errorComponent: LandingError,
});

function RestaurantRoute() {
  const ecommerce = useFeature(FEATURES.ecommerce);
  return (
    <RestaurantPage
      restaurant={Route.useLoaderData()}
      menuAction={ecommerce ? (menu, date) => <AddToCart menu={menu} date={date} /> : undefined}
    />
  );
}
