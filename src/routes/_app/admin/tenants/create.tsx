import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createLoader, createRouteOptions } from '@/crud/route-options';
import { tenants } from '@/resources/tenants';

export const Route = createFileRoute('/_app/admin/tenants/create')({
  ...createRouteOptions,
  loader: (ctx) => createLoader(tenants, {}, ctx),
  component: function NewTenantPage() {
    return <CreatePage resource={tenants} params={{}} data={Route.useLoaderData()} />;
  },
});
