import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { translations } from '@/resources/translations';

export const Route = createFileRoute('/_app/admin/localizations/translations/$id')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(translations, {}, ctx.params.id, ctx),
  component: function TranslationPage() {
    return <RecordPage resource={translations} params={{}} data={Route.useLoaderData()} />;
  },
});
