// The board's address: ?date=YYYY-MM-DD (today when absent or not a date) and ?status= one of the
// statuses (all when absent or unknown).
import { isIsoDate, localIsoDate } from '@/lib/dates';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/order-status';

export function readKitchenSearch(search: Record<string, unknown>): { date: string; status?: OrderStatus } {
  const status = ORDER_STATUSES.find((value) => value === search.status);
  return { date: isIsoDate(search.date) ? search.date : localIsoDate(), status };
}
