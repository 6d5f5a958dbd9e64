import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { roles } from '@/resources/roles';

export const Route = createFileRoute('/_app/admin/settings/roles/$id/')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(roles, {}, ctx.params.id, ctx),
  component: function RolePage() {
    return <RecordPage resource={roles} params={{}} data={Route.useLoaderData()} />;
  },
});
