import { describe, expect, it } from 'vitest';
import type { FeatureNode } from '@/api/models';
import { isFeatureEnabled } from './feature-tree';

const tree: FeatureNode[] = [
  {
    id: 1,
    name: 'ecommerce',
    enabled: false,
    children: [
      { id: 2, name: 'payer', enabled: false, children: [] },
      { id: 3, name: 'payment', enabled: true, children: [] },
    ],
  },
  { id: 4, name: 'logs', enabled: false, children: [{ id: 5, name: 'exports', enabled: false, children: [] }] },
  { id: 6, name: 'localization', enabled: true, children: [] },
];

describe('feature tree', () => {
  it('counts a parent as enabled when any child is', () => {
    expect(isFeatureEnabled(tree, 'ecommerce')).toBe(true);
    expect(isFeatureEnabled(tree, 'logs')).toBe(false);
  });

  it('finds nested features and reports their own state', () => {
    expect(isFeatureEnabled(tree, 'payment')).toBe(true);
    expect(isFeatureEnabled(tree, 'payer')).toBe(false);
    expect(isFeatureEnabled(tree, 'localization')).toBe(true);
  });

  it('treats an unknown feature as off', () => {
    expect(isFeatureEnabled(tree, 'desktop-app')).toBe(false);
    expect(isFeatureEnabled([], 'localization')).toBe(false);
  });
});
