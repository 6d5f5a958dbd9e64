import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createLoader, createRouteOptions } from '@/crud/route-options';
import { restaurants } from '@/resources/restaurants';

export const Route = createFileRoute('/_app/admin/restaurants/create')({
  ...createRouteOptions,
  loader: (ctx) => createLoader(restaurants, {}, ctx),
  component: function NewRestaurantPage() {
    return <CreatePage resource={restaurants} params={{}} data={Route.useLoaderData()} />;
  },
});
