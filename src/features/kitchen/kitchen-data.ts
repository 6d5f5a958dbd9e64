// The day's orders with their items, every page of them: the board adds up the whole day, so it
// reads the contract's largest page (100) until the last (a busy day of 300 orders is 3 calls).
import { listOrders } from '@/api/orders';
import type { Order } from '@/api/models';

const PAGE_SIZE = 100;

export async function loadKitchenDay(date: string, signal?: AbortSignal): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listOrders(
      { from: date, till: date, relationships: 'true', per_page: PAGE_SIZE, page, order_by: 'id', order_dir: 'asc' },
      signal,
    );
    orders.push(...answer.data);
    if (answer.meta.current_page >= answer.meta.last_page) return orders;
  }
}
