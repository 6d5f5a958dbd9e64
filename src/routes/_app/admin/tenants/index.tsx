import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { tenants } from '@/resources/tenants';

export const Route = createFileRoute('/_app/admin/tenants/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(tenants, ctx),
  component: function TenantsPage() {
    return <ListPage resource={tenants} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
