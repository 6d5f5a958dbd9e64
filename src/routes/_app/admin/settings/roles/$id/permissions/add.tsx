import { createFileRoute } from '@tanstack/react-router';
import { childRouteOptions, createLoader } from '@/crud/route-options';
import { AddLinksPage } from '@/features/access/add-links-page';
import { signedInUserHolds } from '@/features/access/signed-in-user';
import { reloadSession } from '@/features/auth/session';
import { rolePermissions } from '@/resources/roles';

export const Route = createFileRoute('/_app/admin/settings/roles/$id/permissions/add')({
  ...childRouteOptions(),
  loader: (ctx) => createLoader(rolePermissions, { roleId: ctx.params.id }, ctx),
  component: function AddRolePermissionsPage() {
    const { id } = Route.useParams();
    const onAdded = () => (signedInUserHolds(id) ? reloadSession() : undefined);
    return <AddLinksPage resource={rolePermissions} params={{ roleId: id }} data={Route.useLoaderData()} onAdded={onAdded} />;
  },
});
