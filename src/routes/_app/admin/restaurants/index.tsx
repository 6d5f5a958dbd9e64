import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { restaurants } from '@/resources/restaurants';

export const Route = createFileRoute('/_app/admin/restaurants/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(restaurants, ctx),
  component: function RestaurantsPage() {
    return <ListPage resource={restaurants} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
