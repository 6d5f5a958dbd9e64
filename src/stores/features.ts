// The backend's feature flag tree, loaded at start. Ask through isFeatureOn / useFeature only.
import { create } from 'zustand';
import type { FeatureNode } from '@/api/models';
import { isFeatureEnabled, type FeatureName } from '@/lib/feature-tree';

export const useFeatureTree = create<{ tree: FeatureNode[] }>(() => ({ tree: [] }));

export function setFeatureTree(tree: FeatureNode[]): void {
  useFeatureTree.setState({ tree });
}

export function isFeatureOn(name: FeatureName): boolean {
  return isFeatureEnabled(useFeatureTree.getState().tree, name);
}

export function useFeature(name: FeatureName): boolean {
  return useFeatureTree((state) => isFeatureEnabled(state.tree, name));
}
