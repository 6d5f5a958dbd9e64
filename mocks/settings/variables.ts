// Variables (contract tag Variables): settings an administrator changes without a deployment, each
// global (tenant_id null) or one tenant's override of the global value of its key. Global ones are
// the super admin's: anyone else may read them and write only their own tenants' overrides. The
// public read answers the effective values of the keys the frontend reads, and the backend's own
// rules (the default order deadline, the salary deduction limit) read them through effectiveVariable.
import type { HttpHandler } from 'msw';
import type { Id, PublicVariables, Variable, VariableType } from '@/api/models';
import { FEATURES, isFeatureEnabled } from '@/lib/feature-tree';
import { parseTenantId } from '@/lib/tenancy';
import { anyOf, sharesId } from '../crud/filters';
import { resourceHandlers, type CrudContext } from '../crud/resource-handlers';
import { db } from '../db/database';
import { MODEL_VARIABLE } from '../db/model-types';
import type { VariableRecord } from '../db/records';
import { isTime } from '../domain/dates';
import { featureTree } from '../handlers/public';
import { forbidden, json } from '../responses';
import { route } from '../route';
import { collectErrors, email, isEmpty, max, required, string, throwIfInvalid, type Input, type Rule } from '../validation';
import { boolean, exists, numeric, oneOf, parseBoolean } from '../validation-rules';

export const VARIABLE_TYPES: readonly VariableType[] = ['text', 'number', 'boolean', 'time', 'money', 'email', 'url'];

/** The keys the frontend reads (contract: PublicVariables) and the one type each must have. */
export const APP_VARIABLES = {
  support_email: 'email',
  default_order_deadline: 'time',
  salary_deduction_monthly_limit: 'money',
  landing_announcement: 'text',
} as const satisfies Record<keyof PublicVariables, VariableType>;

type AppKey = keyof typeof APP_VARIABLES;
type AppValue<K extends AppKey> = NonNullable<PublicVariables[K]>;

const KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const MAX_TEXT = 1000;

export function variablesOn(): boolean {
  return isFeatureEnabled(featureTree(), FEATURES.variables);
}

/**
 * The value of `key` a tenant sees: its override, else the global value; undefined when neither is
 * set, the stored type is not the key's, or the `variables` feature is off (nothing applies then).
 */
export function effectiveVariable<K extends AppKey>(key: K, tenantId: Id | undefined): AppValue<K> | undefined {
  if (!variablesOn()) return undefined;
  const rows = db().variables.filter((row) => row.key === key && row.type === APP_VARIABLES[key]);
  const found = (tenantId !== undefined && rows.find((row) => row.tenant_id === tenantId)) || rows.find((row) => row.tenant_id === null);
  return found ? (found.value as AppValue<K>) : undefined;
}

/** GET /api/v1/variables/public: every key the frontend reads that has a value for this tenant. */
export function publicVariables(tenantId: Id | undefined): PublicVariables {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(APP_VARIABLES) as AppKey[]) {
    const value = effectiveVariable(key, tenantId);
    if (value !== undefined) values[key] = value;
  }
  return values as PublicVariables;
}

export function serializeVariable(row: VariableRecord): Variable {
  const { id, key, type, value, description, tenant_id, created_at, updated_at } = row;
  const tenant_name = tenant_id === null ? null : (db().tenants.find((tenant) => tenant.id === tenant_id)?.name ?? null);
  return { id, key, type, value, description, tenant_id, tenant_name, created_at, updated_at };
}

/** A rule that fails with one of the contract's own messages. */
const saying = (test: (value: unknown) => boolean, key: 'variableKeyFormat' | 'variableTime' | 'variableMoney' | 'variableUrl'): Rule => ({
  check: (value) => (test(value) ? undefined : { key }),
});

const isAmount = (value: unknown) => (typeof value === 'number' ? Number.isInteger(value) && value >= 0 : typeof value === 'string' && /^\d+$/.test(value));

/** The value's rules for its type (none while the type itself is wrong: that is reported on type). */
function valueRules(type: unknown): Rule[] {
  switch (type) {
    case 'number':
      return [required, numeric];
    case 'boolean':
      return [{ implicit: true, check: (v) => (v === undefined || v === null ? { key: 'required' } : undefined) }, boolean];
    case 'time':
      return [required, saying(isTime, 'variableTime')];
    case 'money':
      return [required, saying(isAmount, 'variableMoney')];
    case 'email':
      return [required, string, email, max(255)];
    case 'url':
      return [required, string, saying((v) => typeof v === 'string' && URL_PATTERN.test(v), 'variableUrl'), max(2048)];
    case 'text':
      return [required, string, max(MAX_TEXT)];
    default:
      return [];
  }
}

/** The value as JSON of its type. */
function typedValue(type: VariableType, value: unknown): Variable['value'] {
  switch (type) {
    case 'number':
    case 'money':
      return Number(value);
    case 'boolean':
      return parseBoolean(value) ?? false;
    default:
      return String(value);
  }
}

/** A key the frontend reads keeps its type ("The key support_email takes a value of type email."). */
function keyType(input: Input): Rule {
  return {
    check: (value) => {
      const expected = typeof input.key === 'string' ? (APP_VARIABLES as Record<string, VariableType>)[input.key] : undefined;
      return expected === undefined || value === expected ? undefined : { key: 'variableKeyType', params: { key: String(input.key), type: expected } };
    },
  };
}

/** The scope of a new variable: null (global: super admins only) or a tenant of the caller. */
function scopeRules({ user, scope }: CrudContext): Rule[] {
  return [
    { implicit: true, check: (value) => (isEmpty(value) && !scope.superAdmin ? { key: 'variableGlobal' } : undefined) },
    exists((value) => {
      const id = parseTenantId(value);
      return id !== undefined && db().tenants.some((tenant) => tenant.id === id) && (scope.superAdmin || user.tenant_ids.includes(id));
    }),
  ];
}

/** Only a super admin changes or deletes a global value (Laravel: the policy, before validation). */
function authorizeGlobal(row: VariableRecord, { scope }: CrudContext): void {
  if (row.tenant_id === null && !scope.superAdmin) throw forbidden();
}

export function variableHandlers(): HttpHandler[] {
  return [
    // Before the resource's routes: `public` is no record id.
    route('get', '/api/v1/variables/public', 'public', ({ url }) =>
      json({ data: publicVariables(parseTenantId(url.searchParams.get('tenant_id') ?? undefined)) })),
    ...resourceHandlers<VariableRecord, Variable>({
      path: '/api/v1/variables',
      table: () => db().variables,
      permission: 'variables',
      audit: { type: MODEL_VARIABLE, label: (row) => row.key, tenants: (row) => (row.tenant_id === null ? [] : [row.tenant_id]) },
      list: {
        searchable: [(row) => row.key, (row) => row.description],
        sortable: {
          id: (row) => row.id, key: (row) => row.key, type: (row) => row.type, tenant_id: (row) => row.tenant_id,
          created_at: (row) => row.created_at, updated_at: (row) => row.updated_at,
        },
        filters: {
          type: anyOf((row: VariableRecord) => row.type),
          tenant_ids: sharesId((row: VariableRecord) => (row.tenant_id === null ? [] : [row.tenant_id])),
        },
      },
      // The global values and the call's tenant's overrides (every tenant's for super admins unbound).
      visible: ({ scope }) => (scope.visibleIn === undefined ? undefined : (row) => row.tenant_id === null || row.tenant_id === scope.visibleIn),
      serialize: serializeVariable,
      onDelete: authorizeGlobal,
      validate(input, context, existing) {
        if (existing) authorizeGlobal(existing, context);
        const { locale } = context;
        const tenantId = existing ? existing.tenant_id : (parseTenantId(input.tenant_id) ?? null);
        const taken = (key: unknown) =>
          db().variables.some((row) => row.key === key && row.tenant_id === tenantId && row.id !== existing?.id);
        const rules: Record<string, Rule[]> = {
          key: [required, string, max(100), saying((v) => typeof v === 'string' && KEY.test(v), 'variableKeyFormat'), { check: (v) => (taken(v) ? { key: 'unique' } : undefined) }],
          type: [required, oneOf(VARIABLE_TYPES), keyType(input)],
          value: valueRules(input.type),
          description: [string, max(MAX_TEXT)],
        };
        if (!existing) rules.tenant_id = scopeRules(context);
        throwIfInvalid(collectErrors(input, rules, locale), locale);
        const type = input.type as VariableType;
        return {
          key: String(input.key),
          type,
          value: typedValue(type, input.value),
          description: isEmpty(input.description) ? null : String(input.description),
          tenant_id: tenantId,
        };
      },
    }),
  ];
}
