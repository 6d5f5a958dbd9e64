import { describe, expect, it } from 'vitest';
import type { FeatureNode } from '@/api/models';
import { featureState, findFeatureNode, withFeatureFlag } from './feature-state';

const node = (id: number, name: string, enabled: boolean, children: FeatureNode[] = []): FeatureNode => ({ id, name, enabled, children });

describe('featureState', () => {
  it('is on when its own flag is on, whatever its children', () => {
    expect(featureState(node(1, 'ecommerce', true, [node(2, 'payer', false)]))).toEqual({ kind: 'on' });
  });

  it('is off when its flag and every descendant are off', () => {
    expect(featureState(node(1, 'ecommerce', false, [node(2, 'payer', false, [node(3, 'deep', false)])]))).toEqual({ kind: 'off' });
  });

  it('is on through the children that count as enabled, a grandchild included', () => {
    const deep = node(3, 'deep-parent', false, [node(4, 'grandchild', true)]);
    const on = node(5, 'payment', true);
    const state = featureState(node(1, 'ecommerce', false, [node(2, 'payer', false), deep, on]));
    expect(state).toEqual({ kind: 'through', children: [deep, on] });
  });
});

describe('findFeatureNode', () => {
  const tree = [node(1, 'a', true, [node(2, 'b', true, [node(3, 'c', false)])]), node(4, 'd', true)];

  it('finds a node at any depth', () => {
    expect(findFeatureNode(tree, 3)?.name).toBe('c');
    expect(findFeatureNode(tree, 4)?.name).toBe('d');
  });

  it('answers undefined for an id not in the tree', () => {
    expect(findFeatureNode(tree, 9)).toBeUndefined();
  });
});

describe('withFeatureFlag', () => {
  it('sets the one feature\'s own flag, deep in the tree, and leaves the rest', () => {
    const tree = [node(1, 'a', true, [node(2, 'b', true)]), node(3, 'c', false)];
    expect(withFeatureFlag(tree, 2, false)).toEqual([node(1, 'a', true, [node(2, 'b', false)]), node(3, 'c', false)]);
    expect(tree[0]!.children[0]!.enabled).toBe(true);
  });
});
