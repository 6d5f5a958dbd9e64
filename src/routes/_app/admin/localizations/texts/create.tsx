import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createLoader, createRouteOptions } from '@/crud/route-options';
import { texts } from '@/resources/texts';

export const Route = createFileRoute('/_app/admin/localizations/texts/create')({
  ...createRouteOptions,
  loader: (ctx) => createLoader(texts, {}, ctx),
  component: function NewTextPage() {
    return <CreatePage resource={texts} params={{}} data={Route.useLoaderData()} />;
  },
});
