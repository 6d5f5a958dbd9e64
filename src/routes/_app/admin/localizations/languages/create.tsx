import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createLoader, createRouteOptions } from '@/crud/route-options';
import { languages } from '@/resources/languages';

export const Route = createFileRoute('/_app/admin/localizations/languages/create')({
  ...createRouteOptions,
  loader: (ctx) => createLoader(languages, {}, ctx),
  component: function NewLanguagePage() {
    return <CreatePage resource={languages} params={{}} data={Route.useLoaderData()} />;
  },
});
