// Texts, translations and the backend-managed message catalogue.
import { call, type BodyFor } from './client';

export const createTextTranslation = async (
  textId: number,
  languageId: number,
  body: BodyFor<'/api/v1/texts/{id}/languages/{languageId}/translations', 'POST'>,
) => (await call('POST', '/api/v1/texts/{id}/languages/{languageId}/translations', { path: { id: textId, languageId }, body })).data;

/** Backend texts that override the bundled messages for `locale`. */
export const getTranslationCatalogue = async (locale: string, signal?: AbortSignal) =>
  (await call('GET', '/api/v1/translations/catalogue/{locale}', { path: { locale }, signal })).data;
