import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { MissingTranslationsLink } from '@/features/localization/missing-translations-link';
import { translations } from '@/resources/translations';

export const Route = createFileRoute('/_app/admin/localizations/translations/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(translations, ctx),
  component: function TranslationsPage() {
    const search = Route.useSearch();
    return (
      <ListPage
        resource={translations}
        page={Route.useLoaderData()}
        search={search}
        extra={<MissingTranslationsLink languageIds={search.filters?.language_id} />}
      />
    );
  },
});
