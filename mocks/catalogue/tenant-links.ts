// GET/PUT api/v1/tenant-links/{modelType}/{modelId} (contract: getTenantLink, updateTenantLink).
import type { HttpHandler } from 'msw';
import type { Id, ModelType, TenantLink } from '@/api/models';
import { parseTenantId } from '@/lib/tenancy';
import { RECORD_NOT_FOUND } from '../crud/resource-handlers';
import { isSuperAdminUser } from '../crud/tenant-scope';
import { db } from '../db/database';
import { writeLog } from '../db/logs';
import type { UserRecord } from '../db/records';
import { isModelType, linkedTenantIds, modelExists, modelName, setLinkedTenantIds } from '../db/tenant-links';
import { userCan } from '../db/users';
import { translate } from '../messages';
import { forbidden, json, notFound } from '../responses';
import { route, type RouteContext } from '../route';
import { fail, throwIfInvalid } from '../validation';

const PATH = '/api/v1/tenant-links/{modelType}/{modelId}';

interface Target {
  modelType: ModelType;
  modelId: Id;
  superAdmin: boolean;
}

/** 403 without tenants.update; 404 for a record that does not exist — or, for users who are not
 * super admins, one linked only to other tenants (linking it would leak it into theirs). */
function target({ user, params }: RouteContext<'verified'>): Target {
  if (!userCan(user, 'tenants.update')) throw forbidden();
  const modelType = parseTenantId(params.modelType);
  const modelId = parseTenantId(params.modelId);
  if (modelType === undefined || !isModelType(modelType) || modelId === undefined || !modelExists(modelType, modelId)) {
    throw notFound(RECORD_NOT_FOUND);
  }
  const superAdmin = isSuperAdminUser(user);
  const links = linkedTenantIds(modelType, modelId);
  if (!superAdmin && links.length > 0 && !links.some((id) => user.tenant_ids.includes(id))) throw notFound(RECORD_NOT_FOUND);
  return { modelType, modelId, superAdmin };
}

function linkOf({ modelType, modelId, superAdmin }: Target, user: UserRecord): { data: TenantLink } {
  const all = linkedTenantIds(modelType, modelId);
  const tenant_ids = superAdmin ? all : all.filter((id) => user.tenant_ids.includes(id));
  return { data: { model_type: modelType, model_id: modelId, model_name: modelName(modelType, modelId), tenant_ids } };
}

/** Each tenant a record joined or left: an entry in that tenant's log. */
function logLinks({ modelType, modelId }: Target, user: UserRecord, before: Id[], after: Id[]): void {
  const label = modelName(modelType, modelId);
  const changes = [
    ...after.filter((id) => !before.includes(id)).map((id) => ['linked', id] as const),
    ...before.filter((id) => !after.includes(id)).map((id) => ['unlinked', id] as const),
  ];
  for (const [event, tenantId] of changes) {
    const tenant = db().tenants.find((t) => t.id === tenantId)?.name ?? null;
    writeLog({
      user, tenantId, event, modelType, modelId, subjectLabel: label, message: `Record ${modelType}#${modelId} ${event} to tenant ${tenantId}.`,
      data: { attributes: { tenant_id: tenantId, tenant_name: tenant } },
    });
  }
}

export function tenantLinkHandlers(): HttpHandler[] {
  return [
    route('get', PATH, 'verified', (context) => json(linkOf(target(context), context.user))),

    route('put', PATH, 'verified', async (context) => {
      const { user, locale } = context;
      const found = target(context);
      const requested = (await context.input()).tenant_ids;
      if (!Array.isArray(requested) || requested.length === 0) {
        return fail('tenant_ids', translate('tenantRequired', locale), locale);
      }
      const errors: Record<string, string[]> = {};
      const ids = requested.map((value: unknown, index) => {
        const id = parseTenantId(value);
        const allowed =
          id !== undefined && db().tenants.some((t) => t.id === id) && (found.superAdmin || user.tenant_ids.includes(id));
        if (!allowed) errors[`tenant_ids.${index}`] = [translate('in', locale, { attribute: `tenant_ids.${index}` })];
        return id ?? 0;
      });
      throwIfInvalid(errors, locale);
      // Links to tenants the user is not in stay as they are: they can neither see nor remove them.
      const foreign = found.superAdmin
        ? []
        : linkedTenantIds(found.modelType, found.modelId).filter((id) => !user.tenant_ids.includes(id));
      const before = linkedTenantIds(found.modelType, found.modelId);
      setLinkedTenantIds(found.modelType, found.modelId, [...ids, ...foreign]);
      logLinks(found, user, before, linkedTenantIds(found.modelType, found.modelId));
      return json(linkOf(found, user));
    }),
  ];
}
