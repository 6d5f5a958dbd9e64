// The seed's notifications: what the backend would have sent about the seed's own orders and bills
// in the last days, so the demo's bell has something to show. user@example.com has three unread
// (an order on its way, one accepted for the day after tomorrow, last month's bill) and two read;
// Acme's staff (the administrator, the super admin) hear of Uma's new order and her change request;
// Globex's Gus of his accepted order (Acme's people never see it). Deterministic ids, never dated
// after "now" nor before what they are about.
import type { Id } from '@/api/models';
import { timestamp } from '../clock';
import { addDays, isoDate } from '../domain/dates';
import { notificationRow, type NotificationData, type NotificationType } from './notification-rows';
import type { DbData, NotificationRecord, OrderRecord } from './records';

const UMA = 3;
const ADA = 2;
const SAM = 1;
const GUS = 4;

const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function seedNotifications(data: DbData, at: Date): void {
  const today = isoDate(at);
  const rows: NotificationRecord[] = [];
  /** `minutes` before now, never before `notBefore` (what it is about) nor after now. */
  const ago = (minutes: number, notBefore?: string) => {
    const stamp = timestamp(new Date(at.getTime() - minutes * 60_000));
    return notBefore !== undefined && notBefore > stamp ? notBefore : stamp;
  };
  const add = <T extends NotificationType>(userId: Id, type: T, payload: NotificationData<T>, stamp: string, read = false) => {
    const row = notificationRow(userId, type, payload, stamp, seedId(rows.length + 1));
    if (read) row.read_at = stamp;
    rows.push(row);
  };
  const order = (userId: Id, status: OrderRecord['status'], day: string) =>
    data.orders.find((row) => row.user_id === userId && row.status === status && row.requested_date === day);
  const about = (row: OrderRecord) => ({
    tenant_id: row.tenant_id, link: { kind: 'order' as const, id: row.id }, order_id: row.id, order_number: row.order_number,
    item_id: null, item_name: null,
  });
  const name = (row: OrderRecord) => `${row.user.first_name} ${row.user.last_name}`;

  // Uma: an older answer and tomorrow's menus (read), then her three unread.
  const lastCompleted = data.orders.filter((row) => row.user_id === UMA && row.status === 'COMPLETED' && row.requested_date < today).at(-1);
  if (lastCompleted) {
    add(UMA, 'order-request-answered', { ...about(lastCompleted), request: 'modification', accepted: true, status: 'RECEIVED', comment: null }, ago(3 * 24 * 60, lastCompleted.created_at), true);
    const restaurant = lastCompleted.supplier;
    add(UMA, 'menus-published', {
      tenant_id: lastCompleted.tenant_id, link: { kind: 'restaurant', id: restaurant.id }, restaurant_id: restaurant.id, restaurant_name: restaurant.name,
      date: addDays(today, 1),
    }, ago(5 * 60), true);
  }
  const bill = data.bills.find((row) => row.type === 'USER' && row.billable_id === UMA && row.tenant_id === 1);
  if (bill) {
    const amount = data.bill_items.filter((item) => item.bill_id === bill.id).reduce((sum, item) => sum + item.amount, 0);
    add(UMA, 'bill-notified', {
      tenant_id: bill.tenant_id, link: { kind: 'bill', id: bill.id }, bill_id: bill.id, bill_type: bill.type, billable_name: bill.billable_name,
      from_date: bill.from_date, till_date: bill.till_date, amount,
    }, ago(26 * 60, bill.created_at));
  }
  const accepted = order(UMA, 'ACCEPTED', addDays(today, 2));
  if (accepted) add(UMA, 'order-status-changed', { ...about(accepted), status: 'ACCEPTED', comment: null }, ago(2 * 60, accepted.created_at));
  const onItsWay = order(UMA, 'TRANSPORTING', today);
  if (onItsWay) add(UMA, 'order-status-changed', { ...about(onItsWay), status: 'TRANSPORTING', comment: 'Leaving the kitchen now.' }, ago(20, onItsWay.created_at));

  // Acme's staff: Uma's new order for today and her change request.
  const placed = order(UMA, 'PLACED', today);
  const change = order(UMA, 'MODIFICATION_REQUESTED', today);
  for (const staff of [ADA, SAM]) {
    if (placed) {
      add(staff, 'order-placed', {
        ...about(placed), orderer_name: name(placed), restaurant_name: placed.supplier.name, requested_date: placed.requested_date,
      }, ago(90, placed.created_at));
    }
    if (change) {
      const item = data.order_items.find((row) => row.order_id === change.id && row.status === 'MODIFICATION_REQUESTED');
      add(staff, 'order-request-received', {
        ...about(change), item_id: item?.id ?? null, item_name: item?.description ?? null, orderer_name: name(change), request: 'modification',
        status: 'MODIFICATION_REQUESTED',
      }, ago(45, change.created_at));
    }
  }

  // Globex: Gus's order accepted (never shown to Acme's people).
  const globex = order(GUS, 'ACCEPTED', today);
  if (globex) add(GUS, 'order-status-changed', { ...about(globex), status: 'ACCEPTED', comment: null }, ago(30, globex.created_at));

  data.notifications.push(...rows);
}
