import { createFileRoute } from '@tanstack/react-router';
import { getTenantLink } from '@/api/catalogue';
import { fetchAllRows } from '@/crud/csv-export';
import { requireAccess } from '@/crud/permissions';
import { TenantLinkPage } from '@/features/tenant-links/tenant-link-page';
import { orNotFound } from '@/api/errors';
import { parseModelType, parseRecordId } from '@/lib/route-params';
import { tenants } from '@/resources/tenants';

export const Route = createFileRoute('/_app/admin/tenants/link/$modelType/$modelId')({
  staticData: { title: { id: 'tenantLinks.tenants', defaultMessage: 'Tenants' }, ownHeading: true },
  params: { parse: ({ modelType, modelId }) => ({ modelType: parseModelType(modelType), modelId: parseRecordId(modelId) }) },
  // The access check runs in the loader, so the resource definitions load with this page only.
  loader: async ({ params, context }) => {
    await requireAccess(tenants, 'update')({ context });
    const [link, all] = await Promise.all([orNotFound(getTenantLink(params.modelType, params.modelId)), fetchAllRows(tenants, {}, { order_by: 'name', order_dir: 'asc' })]);
    return { link, tenants: all };
  },
  component: function TenantLink() {
    return <TenantLinkPage data={Route.useLoaderData()} />;
  },
});
