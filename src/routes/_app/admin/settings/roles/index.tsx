import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { roles } from '@/resources/roles';

export const Route = createFileRoute('/_app/admin/settings/roles/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(roles, ctx),
  component: function RolesPage() {
    return <ListPage resource={roles} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
