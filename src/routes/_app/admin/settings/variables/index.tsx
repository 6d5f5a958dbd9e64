import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { variables } from '@/resources/variables';

export const Route = createFileRoute('/_app/admin/settings/variables/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(variables, ctx),
  component: function VariablesPage() {
    return <ListPage resource={variables} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
