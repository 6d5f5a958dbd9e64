import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { permissions } from '@/resources/permissions';

export const Route = createFileRoute('/_app/admin/settings/permissions/$id')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(permissions, {}, ctx.params.id, ctx),
  component: function PermissionPage() {
    return <RecordPage resource={permissions} params={{}} data={Route.useLoaderData()} />;
  },
});
