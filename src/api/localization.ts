// Texts, translations and the backend-managed message catalogue.
import { apiCall } from './http';
import type { BodyOf, ResultOf } from './operation-types';

export const createTextTranslation = async (textId: number, languageId: number, body: BodyOf<'createTextTranslation'>) =>
  (await apiCall<ResultOf<'createTextTranslation'>>('POST', `texts/${textId}/languages/${languageId}/translations`, { body })).data;

/** Backend texts that override the bundled messages for `locale`. */
export const getTranslationCatalogue = async (locale: string, signal?: AbortSignal) =>
  (await apiCall<ResultOf<'getTranslationCatalogue'>>('GET', `translations/catalogue/${locale}`, { signal })).data;
