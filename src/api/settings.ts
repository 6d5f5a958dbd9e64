// Public reads the shell needs at start: the feature tree and the enabled languages.
import { apiCall } from './http';
import type { DataEnvelope, Feature, FeatureNode, Language } from './models';

export async function fetchFeatureTree(): Promise<FeatureNode[]> {
  return (await apiCall<DataEnvelope<FeatureNode[]>>('GET', 'features/tree')).data;
}

export async function fetchEnabledLanguages(): Promise<Language[]> {
  return (await apiCall<DataEnvelope<Language[]>>('GET', 'languages/enabled')).data;
}

export const updateFeatureEnabled = async (id: number, enabled: boolean) =>
  (await apiCall<DataEnvelope<Feature>>('PUT', `features/${id}`, { body: { enabled } })).data;
