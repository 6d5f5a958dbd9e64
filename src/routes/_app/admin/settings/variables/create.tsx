import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createLoader, createRouteOptions } from '@/crud/route-options';
import { variables } from '@/resources/variables';

export const Route = createFileRoute('/_app/admin/settings/variables/create')({
  ...createRouteOptions,
  loader: (ctx) => createLoader(variables, {}, ctx),
  component: function NewVariablePage() {
    return <CreatePage resource={variables} params={{}} data={Route.useLoaderData()} />;
  },
});
