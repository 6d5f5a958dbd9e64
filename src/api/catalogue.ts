// Catalogue calls outside plain CRUD: public reads, tenant links, image uploads.
import { call, type BodyFor, type QueryFor } from './client';
import type { ModelType } from './models';

export const listPublicMenus = async (query: QueryFor<'/api/v1/public/menus'>, signal?: AbortSignal) =>
  (await call('GET', '/api/v1/public/menus', { query, signal })).data;

export const getPublicRestaurant = async (id: number, query?: QueryFor<'/api/v1/public/restaurants/{id}'>, signal?: AbortSignal) =>
  (await call('GET', '/api/v1/public/restaurants/{id}', { path: { id }, query, signal })).data;

export const listRestaurantMenus = (query?: QueryFor<'/api/v1/restaurant-menus'>, signal?: AbortSignal) =>
  call('GET', '/api/v1/restaurant-menus', { query, signal });

export const getTenantLink = async (modelType: ModelType, modelId: number) =>
  (await call('GET', '/api/v1/tenant-links/{modelType}/{modelId}', { path: { modelType, modelId } })).data;

export const updateTenantLink = async (modelType: ModelType, modelId: number, body: BodyFor<'/api/v1/tenant-links/{modelType}/{modelId}', 'PUT'>) =>
  (await call('PUT', '/api/v1/tenant-links/{modelType}/{modelId}', { path: { modelType, modelId }, body })).data;

/** Multipart upload; the caller checks type and size first (quality.md). */
export async function uploadImage(file: File, title?: string) {
  const form = new FormData();
  form.append('file', file);
  if (title) form.append('title', title);
  return (await call('POST', '/api/v1/images', { body: form })).data;
}
