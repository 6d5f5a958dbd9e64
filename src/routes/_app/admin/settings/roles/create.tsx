import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createLoader, createRouteOptions } from '@/crud/route-options';
import { roles } from '@/resources/roles';

export const Route = createFileRoute('/_app/admin/settings/roles/create')({
  ...createRouteOptions,
  loader: (ctx) => createLoader(roles, {}, ctx),
  component: function NewRolePage() {
    return <CreatePage resource={roles} params={{}} data={Route.useLoaderData()} />;
  },
});
