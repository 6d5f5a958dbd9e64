import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { childRouteOptions, recordLoader } from '@/crud/route-options';
import { restaurantMenus } from '@/resources/restaurants';

export const Route = createFileRoute('/_app/admin/restaurants/$id/menus/$menuId')({
  ...childRouteOptions('menuId'),
  loader: (ctx) => recordLoader(restaurantMenus, { restaurantId: ctx.params.id }, ctx.params.menuId, ctx),
  component: function MenuPage() {
    const { id } = Route.useParams();
    return <RecordPage resource={restaurantMenus} params={{ restaurantId: id }} data={Route.useLoaderData()} />;
  },
});
