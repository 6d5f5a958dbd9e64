// The day's orders with their items, every page of them: the board adds up the whole day, so it
// reads the contract's largest page (100); the first answer says how many pages there are, and the
// others are asked for together (a busy day of 300 orders is 1 call, then 2 at once).
import { listOrders } from '@/api/orders';
import type { Order } from '@/api/models';

const PAGE_SIZE = 100;

export async function loadKitchenDay(date: string, signal?: AbortSignal): Promise<Order[]> {
  const page = (number: number) =>
    listOrders({ from: date, till: date, relationships: 'true', per_page: PAGE_SIZE, page: number, order_by: 'id', order_dir: 'asc' }, signal);
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((answer) => answer.data);
}
