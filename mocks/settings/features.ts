// Features (contract tag Features): application-wide flags, created by migrations, so only list,
// get and update (switch `enabled`). The public tree lives in handlers/public.ts.
import { MODEL_FEATURE } from '../db/model-types';
import type { HttpHandler } from 'msw';
import type { Feature } from '@/api/models';
import { hasId } from '../crud/filters';
import { resourceHandlers } from '../crud/resource-handlers';
import { db } from '../db/database';
import type { FeatureRecord } from '../db/records';
import { collectErrors, required, throwIfInvalid } from '../validation';
import { boolean, toBoolean } from '../validation-rules';

export function serializeFeature(feature: FeatureRecord): Feature {
  const { id, name, enabled, parent_id, created_at, updated_at } = feature;
  return { id, name, enabled, parent_id, created_at, updated_at };
}

export function featureHandlers(): HttpHandler[] {
  return resourceHandlers<FeatureRecord, Feature>({
    path: '/api/v1/features',
    audit: { type: MODEL_FEATURE, global: true },
    table: () => db().features,
    permission: 'features',
    operations: ['list', 'get', 'update'],
    tenantScoped: false,
    list: {
      searchable: [(f) => f.name],
      sortable: {
        id: (f) => f.id, name: (f) => f.name, parent_id: (f) => f.parent_id, enabled: (f) => f.enabled,
        created_at: (f) => f.created_at, updated_at: (f) => f.updated_at,
      },
      filters: { parent_id: hasId((f) => f.parent_id) },
    },
    serialize: serializeFeature,
    // Only the feature's own flag changes: its name and place in the tree come from migrations.
    validate(input, { locale }, existing) {
      if (!existing) throw new Error('Features are not created through the API');
      throwIfInvalid(collectErrors(input, { enabled: [required, boolean] }, locale), locale);
      return { name: existing.name, parent_id: existing.parent_id, enabled: toBoolean(input.enabled) };
    },
  });
}
