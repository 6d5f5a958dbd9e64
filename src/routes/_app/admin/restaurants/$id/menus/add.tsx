import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { childRouteOptions, createLoader } from '@/crud/route-options';
import { restaurantMenus } from '@/resources/restaurants';

export const Route = createFileRoute('/_app/admin/restaurants/$id/menus/add')({
  ...childRouteOptions(),
  loader: (ctx) => createLoader(restaurantMenus, { restaurantId: ctx.params.id }, ctx),
  component: function NewMenuPage() {
    const { id } = Route.useParams();
    return <CreatePage resource={restaurantMenus} params={{ restaurantId: id }} data={Route.useLoaderData()} />;
  },
});
