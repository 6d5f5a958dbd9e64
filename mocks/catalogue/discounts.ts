// Discounts (contract tag Discounts): owned by a tenant, a restaurant or a menu; visible wherever
// the owner is.
import type { HttpHandler } from 'msw';
import type { Discount } from '@/api/models';
import { anyOf, hasId } from '../crud/filters';
import { parseId, resourceHandlers, type CrudContext } from '../crud/resource-handlers';
import { db } from '../db/database';
import { MODEL_DISCOUNT } from '../db/model-types';
import type { DiscountRecord } from '../db/records';
import type { DiscountOwnerType, DiscountType } from '@/lib/discounts';
import { collectErrors, required, throwIfInvalid, type Input, type Rule } from '../validation';
import { exists, given, integer, maxValue, minValue, oneOf, toNumber } from '../validation-rules';
import { discountOwnerName, serializeDiscount } from './serialize';
import { discountTenantIds, discountVisibility, isRestaurantVisible } from './visibility';

const DISCOUNT_TYPES: readonly DiscountType[] = ['PERCENTAGE', 'FIXED'];
const OWNER_TYPES: readonly DiscountOwnerType[] = ['TENANT', 'RESTAURANT', 'RESTAURANT_MENU'];

/** A PERCENTAGE is at most 100 ("The amount field must not be greater than 100."). */
const percentageCap: Rule = {
  check: (value, field, input) => (input.type === 'PERCENTAGE' ? maxValue(100).check(value, field, input) : undefined),
};

/** owner_id names an owner of owner_type visible in the call (see createDiscount). */
function ownerVisible({ user, scope }: CrudContext, input: Input): Rule {
  return exists((value) => {
    const id = parseId(value);
    if (id === undefined) return false;
    const tenant = scope.tenantId;
    switch (input.owner_type) {
      case 'TENANT':
        return db().tenants.some((t) => t.id === id) && (scope.superAdmin || id === tenant || user.tenant_ids.includes(id));
      case 'RESTAURANT':
        return isRestaurantVisible(scope.visibleIn, id);
      case 'RESTAURANT_MENU': {
        const menu = db().restaurant_menus.find((m) => m.id === id);
        return menu !== undefined && isRestaurantVisible(scope.visibleIn, menu.restaurant_id);
      }
      default:
        return true; // owner_type reports its own error
    }
  });
}

export function discountHandlers(): HttpHandler[] {
  return resourceHandlers<DiscountRecord, Discount>({
    path: '/api/v1/discounts',
    table: () => db().discounts,
    permission: 'discounts',
    modelType: MODEL_DISCOUNT,
    audit: { type: MODEL_DISCOUNT, tenants: discountTenantIds, label: discountOwnerName },
    list: {
      searchable: [discountOwnerName],
      sortable: {
        id: (d) => d.id, amount: (d) => d.amount, type: (d) => d.type, owner_type: (d) => d.owner_type,
        priority: (d) => d.priority, created_at: (d) => d.created_at,
      },
      dateField: (d) => d.created_at,
      filters: {
        owner_type: anyOf((d: DiscountRecord) => d.owner_type),
        owner_id: hasId((d: DiscountRecord) => d.owner_id),
      },
    },
    visible: ({ scope }) => discountVisibility(scope.visibleIn),
    serialize: serializeDiscount,
    validate(input, context, existing) {
      const { locale } = context;
      throwIfInvalid(
        collectErrors(input, {
          amount: [required, integer, minValue(1), percentageCap],
          type: [required, oneOf(DISCOUNT_TYPES)],
          owner_type: [required, oneOf(OWNER_TYPES)],
          owner_id: [required, integer, ownerVisible(context, input)],
          priority: [integer, minValue(0), maxValue(65535)],
        }, locale),
        locale,
      );
      return {
        amount: Number(input.amount),
        type: input.type as DiscountType,
        owner_type: input.owner_type as DiscountOwnerType,
        owner_id: Number(input.owner_id),
        priority: given(input, 'priority', (v) => toNumber(v) ?? 0, existing?.priority ?? 0, false),
      };
    },
  });
}
