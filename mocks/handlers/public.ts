// Public reads (no auth): the feature tree and the enabled languages.
import type { HttpHandler } from 'msw';
import type { FeatureNode, Id, Language } from '@/api/models';
import { db } from '../db/database';
import { json } from '../responses';
import { route } from '../route';

/** The tree with ids; every node carries `children` (empty for leaves), like a nested-set toTree(). */
export function featureTree(parentId: Id | null = null): FeatureNode[] {
  return db()
    .features.filter((feature) => feature.parent_id === parentId)
    .map(({ id, name, enabled }) => ({ id, name, enabled, children: featureTree(id) }));
}

export function publicHandlers(): HttpHandler[] {
  return [
    route('get', '/api/v1/features/tree', 'public', () => json({ data: featureTree() })),
    route('get', '/api/v1/languages/enabled', 'public', () => {
      const data: Language[] = db()
        .languages.filter((language) => language.enabled)
        .map(({ id, name, code, enabled, icon }) => ({ id, name, code, enabled, icon }));
      return json({ data });
    }),
  ];
}
