import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { texts } from '@/resources/texts';

export const Route = createFileRoute('/_app/admin/localizations/texts/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(texts, ctx),
  component: function TextsPage() {
    return <ListPage resource={texts} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
