import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { childCreateRoute } from '@/crud/route-options';
import { restaurantContacts } from '@/resources/restaurant-contacts';

export const Route = createFileRoute('/_app/admin/restaurants/$id/contacts/add')({
  ...childCreateRoute(restaurantContacts, ({ id }) => ({ restaurantId: id })),
  component: function NewContactPage() {
    const { id } = Route.useParams();
    return <CreatePage resource={restaurantContacts} params={{ restaurantId: id }} data={Route.useLoaderData()} />;
  },
});
