import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { reloadVariables } from '@/features/variables/variables-loader';
import { variables } from '@/resources/variables';

export const Route = createFileRoute('/_app/admin/settings/variables/$id')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(variables, {}, ctx.params.id, ctx),
  component: function VariablePage() {
    return <RecordPage resource={variables} params={{}} data={Route.useLoaderData()} onChanged={() => void reloadVariables()} />;
  },
});
