import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { languages } from '@/resources/languages';

export const Route = createFileRoute('/_app/admin/localizations/languages/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(languages, ctx),
  component: function LanguagesPage() {
    return <ListPage resource={languages} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
