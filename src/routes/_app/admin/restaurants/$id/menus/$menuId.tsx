import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { childRecordRoute } from '@/crud/route-options';
import { restaurantMenus } from '@/resources/restaurant-menus';

export const Route = createFileRoute('/_app/admin/restaurants/$id/menus/$menuId')({
  ...childRecordRoute(restaurantMenus, 'menuId', ({ id }) => ({ restaurantId: id })),
  component: function MenuPage() {
    const { id } = Route.useParams();
    return <RecordPage resource={restaurantMenus} params={{ restaurantId: id }} data={Route.useLoaderData()} />;
  },
});
