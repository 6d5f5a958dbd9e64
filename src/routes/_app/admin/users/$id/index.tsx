import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { InvitationNotice } from '@/features/access/invitation-notice';
import { isSignedInUser } from '@/features/access/signed-in-user';
import { reloadSession } from '@/features/auth/session';
import { users } from '@/resources/users';

export const Route = createFileRoute('/_app/admin/users/$id/')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(users, {}, ctx.params.id, ctx),
  component: function UserPage() {
    const { id } = Route.useParams();
    // Their own roles changed: the menu and the guards follow.
    const onChanged = () => void (isSignedInUser(id) && reloadSession());
    const data = Route.useLoaderData();
    return <RecordPage resource={users} params={{}} data={data} onChanged={onChanged} intro={<InvitationNotice user={data.record} />} />;
  },
});
