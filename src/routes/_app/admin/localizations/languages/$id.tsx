import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { TranslationTransfer } from '@/features/localization/translation-transfer';
import { languages } from '@/resources/languages';

export const Route = createFileRoute('/_app/admin/localizations/languages/$id')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(languages, {}, ctx.params.id, ctx),
  component: function LanguagePage() {
    const data = Route.useLoaderData();
    return (
      <>
        <RecordPage resource={languages} params={{}} data={data} />
        <TranslationTransfer key={data.record.id} language={data.record} />
      </>
    );
  },
});
