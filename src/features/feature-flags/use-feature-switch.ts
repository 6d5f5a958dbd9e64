// Switching one feature's own flag: PUT, then the shell's store at once (so a switched-off feature's
// controls go without a reload), then the whole tree again from the server. While a call runs its
// switch shows the wanted state, busy; a failure leaves the store as it was (the switch goes back)
// and is kept for the page to show.
import { useState } from 'react';
import type { FeatureNode } from '@/api/models';
import { fetchFeatureTree, updateFeatureEnabled } from '@/api/settings';
import { setFeatureTree, useFeatureTree } from '@/stores/features';
import { withFeatureFlag } from './feature-state';

export interface SwitchFailure {
  name: string;
  error: unknown;
}

export function useFeatureSwitch() {
  /** id → the state asked for, while its call runs. */
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [failure, setFailure] = useState<SwitchFailure>();

  const settle = (id: number) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  async function toggle(node: FeatureNode, enabled: boolean) {
    setPending((current) => new Map(current).set(node.id, enabled));
    setFailure(undefined);
    try {
      await updateFeatureEnabled(node.id, enabled);
      setFeatureTree(withFeatureFlag(useFeatureTree.getState().tree, node.id, enabled));
      setFeatureTree(await fetchFeatureTree());
    } catch (error) {
      setFailure({ name: node.name, error });
    } finally {
      settle(node.id);
    }
  }

  return { pending, failure, toggle };
}

export type FeatureSwitchControl = ReturnType<typeof useFeatureSwitch>;
