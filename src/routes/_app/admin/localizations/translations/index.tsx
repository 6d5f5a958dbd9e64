import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { translations } from '@/resources/translations';

export const Route = createFileRoute('/_app/admin/localizations/translations/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(translations, ctx),
  component: function TranslationsPage() {
    return <ListPage resource={translations} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
