import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { signedInUserHolds } from '@/features/access/signed-in-user';
import { reloadSession } from '@/features/auth/session';
import { roles } from '@/resources/roles';

export const Route = createFileRoute('/_app/admin/settings/roles/$id/')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(roles, {}, ctx.params.id, ctx),
  component: function RolePage() {
    const { id } = Route.useParams();
    // A role of the signed-in user lost permissions: the menu and the guards follow.
    const onChanged = () => void (signedInUserHolds(id) && reloadSession());
    return <RecordPage resource={roles} params={{}} data={Route.useLoaderData()} onChanged={onChanged} />;
  },
});
