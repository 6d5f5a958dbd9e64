import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listRoute } from '@/crud/route-options';
import { allRestaurantMenus } from '@/resources/restaurant-menus';

export const Route = createFileRoute('/_app/admin/restaurant-menus')({
  ...listRoute(allRestaurantMenus),
  component: function RestaurantMenusPage() {
    return <ListPage resource={allRestaurantMenus} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
