// The menu a cart line names, as checkout and the salary limit read it (its own module: both
// checkout-rules.ts and salary-deduction.ts need it, and the second is needed by the first).
import type { Id } from '@/api/models';
import { visibleRestaurantIds } from '../catalogue/visibility';
import { parseId } from '../crud/resource-handlers';
import { db } from '../db/database';
import type { RestaurantMenuRecord, RestaurantRecord } from '../db/records';

export interface MenuChoice {
  menu: RestaurantMenuRecord;
  restaurant: RestaurantRecord;
}

/** The menu of a line if it is visible in the tenant (orderability is checked separately). */
export function menuChoice(value: unknown, tenantId: Id): MenuChoice | undefined {
  const id = parseId(value);
  const menu = id === undefined ? undefined : db().restaurant_menus.find((m) => m.id === id);
  if (!menu || !visibleRestaurantIds(tenantId)?.has(menu.restaurant_id)) return undefined;
  const restaurant = db().restaurants.find((r) => r.id === menu.restaurant_id);
  return restaurant && { menu, restaurant };
}
