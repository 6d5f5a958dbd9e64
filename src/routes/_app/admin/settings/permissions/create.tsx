import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createLoader, createRouteOptions } from '@/crud/route-options';
import { permissions } from '@/resources/permissions';

export const Route = createFileRoute('/_app/admin/settings/permissions/create')({
  ...createRouteOptions,
  loader: (ctx) => createLoader(permissions, {}, ctx),
  component: function NewPermissionPage() {
    return <CreatePage resource={permissions} params={{}} data={Route.useLoaderData()} />;
  },
});
