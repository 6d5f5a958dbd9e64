// The kitchen board's figures, from the day's orders with their items: one section per restaurant,
// the menus due with their quantities split by item status, and the orders under them. Pure, so
// the grouping and the totals are tested without a page.
import type { Order, OrderItem } from '@/api/models';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/order-status';

/** Items in these statuses are not prepared: they count in no total (as the order's total_ordered). */
const NOT_PREPARED: ReadonlySet<OrderStatus> = new Set(['DENIED', 'CANCELED', 'FAILED']);

export interface MenuTotal {
  menuId: number;
  description: string;
  /** How many to prepare: the quantities of its items not denied, canceled or failed. */
  quantity: number;
  /** Every item's quantity by the item's status (those not prepared too), in the table's order. */
  byStatus: [OrderStatus, number][];
  /** The delivery or pick-up times asked for by the orders holding it, earliest first. */
  times: string[];
}

export interface RestaurantSection {
  id: number;
  name: string;
  /** The restaurant's orders of the day, by time asked for (none last), then number. */
  orders: Order[];
  menus: MenuTotal[];
  /** The day's quantity to prepare at this restaurant. */
  quantity: number;
}

export const isPrepared = (item: Pick<OrderItem, 'status'>) => !NOT_PREPARED.has(item.status);

const byTimeThenNumber = (a: Order, b: Order) =>
  (a.delivery?.time ?? '99:99').localeCompare(b.delivery?.time ?? '99:99') || a.order_number.localeCompare(b.order_number);

function menuTotals(orders: Order[]): MenuTotal[] {
  const menus = new Map<number, { description: string; quantity: number; byStatus: Map<OrderStatus, number>; times: Set<string> }>();
  for (const order of orders) {
    for (const item of order.items ?? []) {
      const menu = menus.get(item.restaurant_menu_id) ?? { description: item.description, quantity: 0, byStatus: new Map(), times: new Set<string>() };
      menus.set(item.restaurant_menu_id, menu);
      if (isPrepared(item)) menu.quantity += item.quantity;
      menu.byStatus.set(item.status, (menu.byStatus.get(item.status) ?? 0) + item.quantity);
      if (order.delivery?.time) menu.times.add(order.delivery.time);
    }
  }
  return [...menus]
    .map(([menuId, menu]) => ({
      menuId,
      description: menu.description,
      quantity: menu.quantity,
      byStatus: ORDER_STATUSES.filter((status) => menu.byStatus.has(status)).map((status): [OrderStatus, number] => [status, menu.byStatus.get(status)!]),
      times: [...menu.times].sort(),
    }))
    .sort((a, b) => b.quantity - a.quantity || a.description.localeCompare(b.description));
}

/** The board of a day: a section per restaurant (by name) of `orders`, which carry their items. */
export function kitchenBoard(orders: Order[]): RestaurantSection[] {
  const byRestaurant = new Map<number, Order[]>();
  for (const order of orders) byRestaurant.set(order.supplier.id, [...(byRestaurant.get(order.supplier.id) ?? []), order]);
  return [...byRestaurant]
    .map(([id, own]) => {
      const menus = menuTotals(own);
      return { id, name: own[0]!.supplier.name, orders: [...own].sort(byTimeThenNumber), menus, quantity: menus.reduce((sum, menu) => sum + menu.quantity, 0) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The statuses the day's orders are in, in the table's order (the status filter's choices). */
export function statusesOf(orders: Order[]): OrderStatus[] {
  const present = new Set(orders.map((order) => order.status));
  return ORDER_STATUSES.filter((status) => present.has(status));
}
