import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { restaurants } from '@/resources/restaurants';

export const Route = createFileRoute('/_app/admin/restaurants/$id/')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(restaurants, {}, ctx.params.id, ctx),
  component: function RestaurantPage() {
    return <RecordPage resource={restaurants} params={{}} data={Route.useLoaderData()} />;
  },
});
