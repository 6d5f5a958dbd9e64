// Tenant ↔ record links by (model_type, model_id). Users (model type 1) keep their tenants in
// UserRecord.tenant_ids, so every read and write of links goes through here.
import type { Id, ModelType } from '@/api/models';
import { db } from './database';
import {
  MODEL_BILL, MODEL_BILL_ITEM, MODEL_DISCOUNT, MODEL_IMAGE, MODEL_LANGUAGE, MODEL_LOG, MODEL_ORDER, MODEL_ORDER_ITEM,
  MODEL_RESTAURANT, MODEL_RESTAURANT_CONTACT, MODEL_RESTAURANT_MENU, MODEL_TEXT, MODEL_TRANSLATION, MODEL_USER,
} from './model-types';

/** The table each model type lives in. */
const MODEL_TABLES: Record<ModelType, () => readonly { id: Id }[]> = {
  [MODEL_USER]: () => db().users,
  [MODEL_ORDER]: () => db().orders,
  [MODEL_ORDER_ITEM]: () => db().order_items,
  [MODEL_DISCOUNT]: () => db().discounts,
  [MODEL_LOG]: () => db().logs,
  [MODEL_IMAGE]: () => db().images,
  [MODEL_LANGUAGE]: () => db().languages,
  [MODEL_TEXT]: () => db().texts,
  [MODEL_TRANSLATION]: () => db().translations,
  [MODEL_BILL]: () => db().bills,
  [MODEL_BILL_ITEM]: () => db().bill_items,
  [MODEL_RESTAURANT]: () => db().restaurants,
  [MODEL_RESTAURANT_MENU]: () => db().restaurant_menus,
  [MODEL_RESTAURANT_CONTACT]: () => db().restaurant_contacts,
};

type Named = Record<string, unknown> & { id: Id };
const fullName = (user: Named) => `${String(user.first_name ?? '')} ${String(user.last_name ?? '')}`.trim() || String(user.email);

/** What people call a record of each type (TenantLink.model_name); null where it has no name. */
const MODEL_NAMES: Record<ModelType, ((row: Named) => string) | null> = {
  [MODEL_USER]: fullName,
  [MODEL_ORDER]: (order) => String(order.order_number),
  [MODEL_ORDER_ITEM]: (item) => String(item.description),
  [MODEL_DISCOUNT]: null,
  [MODEL_LOG]: null,
  [MODEL_IMAGE]: (image) => String(image.title),
  [MODEL_LANGUAGE]: (language) => String(language.name),
  [MODEL_TEXT]: (text) => String(text.key),
  [MODEL_TRANSLATION]: null,
  [MODEL_BILL]: (bill) => `${String(bill.billable_name)} ${String(bill.period)}`,
  [MODEL_BILL_ITEM]: null,
  [MODEL_RESTAURANT]: (restaurant) => String(restaurant.name),
  [MODEL_RESTAURANT_MENU]: (menu) => String(menu.name),
  [MODEL_RESTAURANT_CONTACT]: (contact) => String(contact.contact),
};

export function modelName(modelType: ModelType, modelId: Id): string | null {
  const name = MODEL_NAMES[modelType];
  const row = (MODEL_TABLES[modelType]() as readonly Named[]).find((r) => r.id === modelId);
  return name && row ? name(row) : null;
}

export function isModelType(value: number): value is ModelType {
  return value in MODEL_TABLES;
}

export function modelExists(modelType: ModelType, modelId: Id): boolean {
  return MODEL_TABLES[modelType]().some((row) => row.id === modelId);
}

/** Ascending tenant ids of a record. */
export function linkedTenantIds(modelType: ModelType, modelId: Id): Id[] {
  const ids = modelType === MODEL_USER
    ? db().users.find((u) => u.id === modelId)?.tenant_ids ?? []
    : db().tenant_links.filter((l) => l.model_type === modelType && l.model_id === modelId).map((l) => l.tenant_id);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function setLinkedTenantIds(modelType: ModelType, modelId: Id, tenantIds: readonly Id[]): void {
  const unique = [...new Set(tenantIds)].sort((a, b) => a - b);
  if (modelType === MODEL_USER) {
    const user = db().users.find((u) => u.id === modelId);
    if (user) user.tenant_ids = unique;
    return;
  }
  const data = db();
  data.tenant_links = data.tenant_links.filter((l) => !(l.model_type === modelType && l.model_id === modelId));
  data.tenant_links.push(...unique.map((tenant_id) => ({ tenant_id, model_type: modelType, model_id: modelId })));
}

export function linkRecord(tenantId: Id, modelType: ModelType, modelId: Id): void {
  setLinkedTenantIds(modelType, modelId, [...linkedTenantIds(modelType, modelId), tenantId]);
}

export function unlinkRecords(modelType: ModelType, modelIds: readonly Id[]): void {
  const gone = new Set(modelIds);
  const data = db();
  data.tenant_links = data.tenant_links.filter((l) => !(l.model_type === modelType && gone.has(l.model_id)));
}

/** A deleted tenant's links go; the linked records stay (users lose the membership). */
export function unlinkTenant(tenantId: Id): void {
  const data = db();
  data.tenant_links = data.tenant_links.filter((l) => l.tenant_id !== tenantId);
  for (const user of data.users) user.tenant_ids = user.tenant_ids.filter((id) => id !== tenantId);
}

/** Ids of the records of a type linked to a tenant (one pass: list filters call this once). */
export function idsLinkedTo(tenantId: Id, modelType: ModelType): Set<Id> {
  const ids = new Set<Id>();
  for (const link of db().tenant_links) {
    if (link.tenant_id === tenantId && link.model_type === modelType) ids.add(link.model_id);
  }
  return ids;
}
