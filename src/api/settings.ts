// Public reads the shell needs at start: the feature tree, the enabled languages and the variables.
import { call } from './client';

export async function fetchFeatureTree() {
  return (await call('GET', '/api/v1/features/tree')).data;
}

export async function fetchEnabledLanguages() {
  return (await call('GET', '/api/v1/languages/enabled')).data;
}

export const updateFeatureEnabled = async (id: number, enabled: boolean) =>
  (await call('PUT', '/api/v1/features/{id}', { path: { id }, body: { enabled } })).data;

/** The values of the variables the app reads, as the call's tenant sees them (public: no redirect on failure). */
export async function fetchPublicVariables(signal?: AbortSignal) {
  return (await call('GET', '/api/v1/variables/public', { skipAuthRedirect: true, skipVerifyRedirect: true, signal })).data;
}
