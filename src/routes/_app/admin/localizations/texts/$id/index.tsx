import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { texts } from '@/resources/texts';

export const Route = createFileRoute('/_app/admin/localizations/texts/$id/')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(texts, {}, ctx.params.id, ctx),
  component: function TextPage() {
    return <RecordPage resource={texts} params={{}} data={Route.useLoaderData()} />;
  },
});
