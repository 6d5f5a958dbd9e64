import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { childRecordRoute } from '@/crud/route-options';
import { restaurantContacts } from '@/resources/restaurant-contacts';

export const Route = createFileRoute('/_app/admin/restaurants/$id/contacts/$contactId')({
  ...childRecordRoute(restaurantContacts, 'contactId', ({ id }) => ({ restaurantId: id })),
  component: function ContactPage() {
    const { id } = Route.useParams();
    return <RecordPage resource={restaurantContacts} params={{ restaurantId: id }} data={Route.useLoaderData()} />;
  },
});
