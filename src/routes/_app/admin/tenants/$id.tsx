import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordRoute } from '@/crud/route-options';
import { tenants } from '@/resources/tenants';

export const Route = createFileRoute('/_app/admin/tenants/$id')({
  ...recordRoute(tenants),
  component: function TenantPage() {
    return <RecordPage resource={tenants} params={{}} data={Route.useLoaderData()} />;
  },
});
