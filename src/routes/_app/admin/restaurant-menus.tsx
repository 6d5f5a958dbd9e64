import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { allRestaurantMenus } from '@/resources/restaurant-menus';

export const Route = createFileRoute('/_app/admin/restaurant-menus')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(allRestaurantMenus, ctx),
  component: function RestaurantMenusPage() {
    return <ListPage resource={allRestaurantMenus} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
