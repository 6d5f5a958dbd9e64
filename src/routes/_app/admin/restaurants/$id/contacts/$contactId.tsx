import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { childRouteOptions, recordLoader } from '@/crud/route-options';
import { restaurantContacts } from '@/resources/restaurants';

export const Route = createFileRoute('/_app/admin/restaurants/$id/contacts/$contactId')({
  ...childRouteOptions('contactId'),
  loader: (ctx) => recordLoader(restaurantContacts, { restaurantId: ctx.params.id }, ctx.params.contactId, ctx),
  component: function ContactPage() {
    const { id } = Route.useParams();
    return <RecordPage resource={restaurantContacts} params={{ restaurantId: id }} data={Route.useLoaderData()} />;
  },
});
