import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { permissions } from '@/resources/permissions';

export const Route = createFileRoute('/_app/admin/settings/permissions/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(permissions, ctx),
  component: function PermissionsPage() {
    return <ListPage resource={permissions} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
