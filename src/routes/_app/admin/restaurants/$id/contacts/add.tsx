import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { childRouteOptions, createLoader } from '@/crud/route-options';
import { restaurantContacts } from '@/resources/restaurants';

export const Route = createFileRoute('/_app/admin/restaurants/$id/contacts/add')({
  ...childRouteOptions(),
  loader: (ctx) => createLoader(restaurantContacts, { restaurantId: ctx.params.id }, ctx),
  component: function NewContactPage() {
    const { id } = Route.useParams();
    return <CreatePage resource={restaurantContacts} params={{ restaurantId: id }} data={Route.useLoaderData()} />;
  },
});
