import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { tenants } from '@/resources/tenants';

export const Route = createFileRoute('/_app/admin/tenants/$id')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(tenants, {}, ctx.params.id, ctx),
  component: function TenantPage() {
    return <RecordPage resource={tenants} params={{}} data={Route.useLoaderData()} />;
  },
});
