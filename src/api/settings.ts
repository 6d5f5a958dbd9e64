// Public reads the shell needs at start: the feature tree, the enabled languages and the variables.
import { apiCall } from './http';
import type { DataEnvelope, Feature, FeatureNode, Language, PublicVariables } from './models';

export async function fetchFeatureTree(): Promise<FeatureNode[]> {
  return (await apiCall<DataEnvelope<FeatureNode[]>>('GET', 'features/tree')).data;
}

export async function fetchEnabledLanguages(): Promise<Language[]> {
  return (await apiCall<DataEnvelope<Language[]>>('GET', 'languages/enabled')).data;
}

export const updateFeatureEnabled = async (id: number, enabled: boolean) =>
  (await apiCall<DataEnvelope<Feature>>('PUT', `features/${id}`, { body: { enabled } })).data;

/** The values of the variables the app reads, as the call's tenant sees them (public: no redirect on failure). */
export async function fetchPublicVariables(signal?: AbortSignal): Promise<PublicVariables> {
  return (await apiCall<DataEnvelope<PublicVariables>>('GET', 'variables/public', { skipAuthRedirect: true, skipVerifyRedirect: true, signal })).data;
}
