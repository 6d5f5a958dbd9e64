// Catalogue calls outside plain CRUD: public reads, tenant links, image uploads.
import { apiCall, type SearchParams } from './http';
import type { BodyOf, QueryOf, ResultOf } from './operation-types';
import type { ModelType } from './models';

export const listPublicMenus = async (params: QueryOf<'listPublicMenus'>, signal?: AbortSignal) =>
  (await apiCall<ResultOf<'listPublicMenus'>>('GET', 'public/menus', { searchParams: params as SearchParams, signal })).data;

export const getPublicRestaurant = async (id: number, params?: QueryOf<'getPublicRestaurant'>, signal?: AbortSignal) =>
  (await apiCall<ResultOf<'getPublicRestaurant'>>('GET', `public/restaurants/${id}`, { searchParams: params as SearchParams | undefined, signal }))
    .data;

export const listRestaurantMenus = (params?: QueryOf<'listRestaurantMenus'>, signal?: AbortSignal) =>
  apiCall<ResultOf<'listRestaurantMenus'>>('GET', 'restaurant-menus', { searchParams: params as SearchParams | undefined, signal });

export const getTenantLink = async (modelType: ModelType, modelId: number) =>
  (await apiCall<ResultOf<'getTenantLink'>>('GET', `tenant-links/${modelType}/${modelId}`)).data;

export const updateTenantLink = async (modelType: ModelType, modelId: number, body: BodyOf<'updateTenantLink'>) =>
  (await apiCall<ResultOf<'updateTenantLink'>>('PUT', `tenant-links/${modelType}/${modelId}`, { body })).data;

/** Multipart upload; the caller checks type and size first (quality.md). */
export async function uploadImage(file: File, title?: string) {
  const form = new FormData();
  form.append('file', file);
  if (title) form.append('title', title);
  return (await apiCall<ResultOf<'createImage'>>('POST', 'images', { body: form })).data;
}
