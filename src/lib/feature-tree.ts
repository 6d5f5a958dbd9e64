// The feature flag tree (spec §1, §3): a parent counts as enabled if it or any child is.
import type { FeatureNode } from '@/api/models';

/** Feature names as the backend's tree spells them. */
export const FEATURES = {
  multiTenancy: 'multi-tenancy',
  ecommerce: 'ecommerce',
  payer: 'payer',
  requestDate: 'request-date',
  contact: 'contact',
  shipping: 'shipping',
  delivery: 'delivery',
  payment: 'payment',
  discount: 'discount',
  localization: 'localization',
  logs: 'logs',
  changeLog: 'change-log',
  landingPage: 'landing-page',
  search: 'search',
  bills: 'bills',
  images: 'images',
  alerts: 'alerts',
  variables: 'variables',
  userRoles: 'user-roles',
  rolePermissions: 'role-permissions',
  exports: 'exports',
  registration: 'registration',
  socialLogin: 'social-login',
  desktopApp: 'desktop-app',
} as const;

export type FeatureName = (typeof FEATURES)[keyof typeof FEATURES];

/** Spec §3: the node's own flag is on, or a descendant's is. */
export function countsAsEnabled(node: FeatureNode): boolean {
  return node.enabled || (node.children ?? []).some(countsAsEnabled);
}

function findNode(nodes: FeatureNode[], name: string): FeatureNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const found = findNode(node.children ?? [], name);
    if (found) return found;
  }
  return undefined;
}

/** True if the named feature exists in the tree and it or one of its descendants is enabled. */
export function isFeatureEnabled(tree: FeatureNode[], name: FeatureName): boolean {
  const node = findNode(tree, name);
  return node ? countsAsEnabled(node) : false;
}
