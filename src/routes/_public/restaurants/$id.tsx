import { createFileRoute, notFound } from '@tanstack/react-router';
import { getPublicRestaurant } from '@/api/catalogue';
import { HttpError } from '@/api/errors';
import { LandingError } from '@/features/landing/landing-error';
import { LandingPending } from '@/features/landing/landing-pending';
import { RestaurantPage } from '@/features/landing/restaurant-page';
import { addDays, localIsoDate } from '@/lib/dates';
import { parseRecordId } from '@/lib/route-params';

/** A week of menus from today. */
const DAYS_SHOWN = 7;

export const Route = createFileRoute('/_public/restaurants/$id')({
  loader: async ({ params, abortController }) => {
    const id = parseRecordId(params.id); // not a record id: 404
    const from = localIsoDate();
    try {
      return await getPublicRestaurant(id, { from, till: addDays(from, DAYS_SHOWN - 1) }, abortController.signal);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: RestaurantRoute,
  pendingComponent: LandingPending,
  errorComponent: LandingError,
});

function RestaurantRoute() {
  return <RestaurantPage restaurant={Route.useLoaderData()} />;
}
