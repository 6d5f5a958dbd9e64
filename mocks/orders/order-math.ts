// Order arithmetic (contract: Order, OrderItem, Discount "How discounts apply"), in cents. The
// order's totals are stored columns; recomputeOrder() refreshes them after any item change.
import type { OrderStatus } from '@/lib/order-status';
import { applyDiscounts } from '@/lib/discounts';
import type { OrderItemRecord, OrderRecord } from '../db/records';

/** DENIED, CANCELED and FAILED items no longer count towards what is owed. */
const NOT_COUNTED: ReadonlySet<OrderStatus> = new Set(['DENIED', 'CANCELED', 'FAILED']);

export function isCounted(status: OrderStatus): boolean {
  return !NOT_COUNTED.has(status);
}

export function itemTotal(item: Pick<OrderItemRecord, 'price' | 'quantity'>): number {
  return item.price * item.quantity;
}

/** What the item's discounts (fixed at placement) take off its total. */
export function itemReduction(item: Pick<OrderItemRecord, 'price' | 'quantity' | 'applied_discounts'>): number {
  return applyDiscounts(itemTotal(item), item.applied_discounts).reduction;
}

export function recomputeOrder(order: OrderRecord, items: readonly OrderItemRecord[]): void {
  let ordered = 0;
  let discount = 0;
  for (const item of items) {
    if (!isCounted(item.status)) continue;
    ordered += itemTotal(item);
    discount += itemReduction(item);
  }
  order.total_ordered = ordered;
  order.discount = discount;
  order.total = ordered - discount;
}

/** The item's net amount for bills, the dashboard and salary deductions: its total less its own
 *  discounts, so an order's counted items add up to its total (contract: OrderItem). */
export function netAmount(item: Pick<OrderItemRecord, 'price' | 'quantity' | 'applied_discounts'>): number {
  return itemTotal(item) - itemReduction(item);
}

/** "{T}-{YYYY}-{NNNNNN}" (contract: Order.order_number). */
export function orderNumber(tenantName: string, createdAt: string, orderId: number): string {
  const initial = /^[A-Za-z]/.test(tenantName) ? tenantName[0]!.toUpperCase() : 'X';
  return `${initial}-${createdAt.slice(0, 4)}-${String(orderId).padStart(6, '0')}`;
}
