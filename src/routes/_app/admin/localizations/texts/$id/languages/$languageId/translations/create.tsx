import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { childRouteOptions, createLoader } from '@/crud/route-options';
import { TranslationIntro, loadTranslationIntro } from '@/features/localization/translation-intro';
import { newTextTranslation } from '@/resources/texts';

export const Route = createFileRoute('/_app/admin/localizations/texts/$id/languages/$languageId/translations/create')({
  ...childRouteOptions('languageId'),
  loader: async (ctx) => {
    const { id, languageId } = ctx.params;
    const [data, intro] = await Promise.all([
      createLoader(newTextTranslation, { textId: id, languageId }, ctx),
      loadTranslationIntro(id, languageId),
    ]);
    return { data, intro };
  },
  component: function NewTranslationPage() {
    const { id, languageId } = Route.useParams();
    const { data, intro } = Route.useLoaderData();
    return (
      <CreatePage
        resource={newTextTranslation}
        params={{ textId: id, languageId }}
        data={data}
        intro={<TranslationIntro {...intro} />}
      />
    );
  },
});
