import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { variables } from '@/resources/variables';

export const Route = createFileRoute('/_app/admin/settings/variables/$id')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(variables, {}, ctx.params.id, ctx),
  component: function VariablePage() {
    return <RecordPage resource={variables} params={{}} data={Route.useLoaderData()} />;
  },
});
