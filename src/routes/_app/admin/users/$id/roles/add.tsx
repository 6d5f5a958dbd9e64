import { createFileRoute } from '@tanstack/react-router';
import { childRouteOptions, createLoader } from '@/crud/route-options';
import { AddLinksPage } from '@/features/access/add-links-page';
import { isSignedInUser } from '@/features/access/signed-in-user';
import { reloadSession } from '@/features/auth/session';
import { userRoles } from '@/resources/users';

export const Route = createFileRoute('/_app/admin/users/$id/roles/add')({
  ...childRouteOptions(),
  loader: (ctx) => createLoader(userRoles, { userId: ctx.params.id }, ctx),
  component: function AddUserRolesPage() {
    const { id } = Route.useParams();
    const onAdded = () => (isSignedInUser(id) ? reloadSession() : undefined);
    return <AddLinksPage resource={userRoles} params={{ userId: id }} data={Route.useLoaderData()} onAdded={onAdded} />;
  },
});
