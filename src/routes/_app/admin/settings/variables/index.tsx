import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { reloadVariables } from '@/features/variables/variables-loader';
import { variables } from '@/resources/variables';

export const Route = createFileRoute('/_app/admin/settings/variables/')({
  ...listRouteOptions,
  loader: (ctx) => {
    void reloadVariables(); // back from a create or a delete: the app reads the values as they are now
    return listLoader(variables, ctx);
  },
  component: function VariablesPage() {
    return <ListPage resource={variables} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
