// What the feature pages read from the flag tree: a node by id, its parent, and which children keep
// a switched-off parent on (spec §3).
import type { FeatureNode } from '@/api/models';
import { countsAsEnabled } from '@/lib/feature-tree';

export function findFeatureNode(nodes: FeatureNode[], id: number): FeatureNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findFeatureNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

export type FeatureState =
  | { kind: 'on' }
  | { kind: 'off' }
  /** Its own flag is off, but these children (each on, or on through theirs) keep it on. */
  | { kind: 'through'; children: FeatureNode[] };

export function featureState(node: FeatureNode): FeatureState {
  if (node.enabled) return { kind: 'on' };
  const children = (node.children ?? []).filter(countsAsEnabled);
  return children.length ? { kind: 'through', children } : { kind: 'off' };
}

/** The tree with one feature's own flag set: the shell follows a switch at once. */
export function withFeatureFlag(nodes: FeatureNode[], id: number, enabled: boolean): FeatureNode[] {
  return nodes.map((node) => ({
    ...node,
    enabled: node.id === id ? enabled : node.enabled,
    children: withFeatureFlag(node.children ?? [], id, enabled),
  }));
}
