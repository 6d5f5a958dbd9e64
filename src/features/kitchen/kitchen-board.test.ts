// The board's grouping and totals: a section per restaurant, menus added up across orders, split
// by item status, items that will not be prepared out of the totals, times asked for.
import { describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '@/api/models';
import type { OrderStatus } from '@/lib/order-status';
import { kitchenBoard, statusesOf } from './kitchen-board';

let nextItem = 1;
function item(menu: [number, string], quantity: number, status: OrderStatus): OrderItem {
  return {
    id: nextItem++, order_id: 0, order_number: '', restaurant_menu_id: menu[0], description: menu[1], quantity, count: quantity,
    payer: 'USER', price: 1000, total: 1000 * quantity, status, status_comment: null, requested_change: null,
    created_at: '2026-03-10T08:00:00.000000Z', updated_at: '2026-03-10T08:00:00.000000Z',
  } as OrderItem;
}

function order(id: number, restaurant: [number, string], status: OrderStatus, items: OrderItem[], time: string | null = null): Order {
  return {
    id, order_number: `A-2026-${String(id).padStart(6, '0')}`, status, supplier: { id: restaurant[0], name: restaurant[1] },
    user: { id: 3, first_name: 'Uma', last_name: 'User', email: 'user@example.com' }, delivery: time ? { method: 'PICKUP', time } : null,
    items,
  } as Order;
}

const BELLINI: [number, string] = [2, 'Trattoria Bellini'];
const MARCEL: [number, string] = [1, 'Chez Marcel'];
const PLAT: [number, string] = [10, 'Plat du jour'];
const BOWL: [number, string] = [11, 'Vegan bowl'];
const RATA: [number, string] = [20, 'Ratatouille'];

describe('kitchenBoard', () => {
  const orders = [
    order(3, BELLINI, 'RECEIVED', [item(PLAT, 2, 'RECEIVED'), item(BOWL, 1, 'RECEIVED')], '12:30'),
    order(1, MARCEL, 'ACCEPTED', [item(RATA, 3, 'ACCEPTED')]),
    order(2, BELLINI, 'ACCEPTED', [item(PLAT, 4, 'ACCEPTED'), item(BOWL, 2, 'CANCELED')], '12:00'),
    order(4, BELLINI, 'DENIED', [item(PLAT, 5, 'DENIED')]),
  ];
  const board = kitchenBoard(orders);

  it('makes one section per restaurant, by name, with its orders by time asked for (none last)', () => {
    expect(board.map((section) => section.name)).toEqual(['Chez Marcel', 'Trattoria Bellini']);
    expect(board[1]!.orders.map((o) => o.id)).toEqual([2, 3, 4]);
  });

  it('adds up each menu across the orders, split by item status; denied, canceled and failed items are not to prepare', () => {
    const bellini = board[1]!;
    expect(bellini.menus).toEqual([
      { menuId: 10, description: 'Plat du jour', quantity: 6, byStatus: [['RECEIVED', 2], ['DENIED', 5], ['ACCEPTED', 4]], times: ['12:00', '12:30'] },
      { menuId: 11, description: 'Vegan bowl', quantity: 1, byStatus: [['RECEIVED', 1], ['CANCELED', 2]], times: ['12:00', '12:30'] },
    ]);
    expect(bellini.quantity).toBe(7);
    expect(board[0]!.quantity).toBe(3);
    expect(board[0]!.menus[0]!.times).toEqual([]);
  });

  it('is empty for a day without orders, and lists the statuses present in the table’s order', () => {
    expect(kitchenBoard([])).toEqual([]);
    expect(statusesOf(orders)).toEqual(['RECEIVED', 'DENIED', 'ACCEPTED']);
  });
});
