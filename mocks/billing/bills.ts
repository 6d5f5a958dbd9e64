// Bills (contract tag Bills): list, get and delete through the CRUD factory (tenant-scoped,
// bills.*; without bills.view one's own USER bills, as with orders), their items, generation for a
// type and period (409 when one overlaps), paid, notify, the month's payroll deductions.
import type { HttpHandler } from 'msw';
import type { BillType } from '@/api/models';
import { now, timestamp } from '../clock';
import { anyOf, hasId, isTrue } from '../crud/filters';
import { resourceHandlers } from '../crud/resource-handlers';
import { tenantScope } from '../crud/tenant-scope';
import { findVisibleRow } from '../crud/visible-row';
import { db } from '../db/database';
import { writeLog } from '../db/logs';
import { MODEL_BILL } from '../db/model-types';
import { notifyBillSent } from '../notifications/notify';
import type { BillRecord, UserRecord } from '../db/records';
import { userCan } from '../db/users';
import { billVisibility } from './visibility';
import { translate } from '../messages';
import { forbidden, json, messageResponse, validationError } from '../responses';
import { route, type RouteContext } from '../route';
import { collectErrors, required, throwIfInvalid } from '../validation';
import { afterOrEqual, boolean, date, oneOf, toBoolean } from '../validation-rules';
import { billItemHandlers } from './bill-items';
import { billableEmail, sendBill } from './billable-email';
import { billsOverlap, generateBills } from './generate';
import { payrollHandlers } from './payroll';
import { billAmount, serializeBill } from './serialize';

export const BILL_TYPES: readonly BillType[] = ['USER', 'TENANT', 'RESTAURANT'];
export const BILLS_EXIST = 'Bill(s) exist for this period';

/** The bill of the path, after the permission (403) and the tenant (404). */
export function visibleBill({ user, url, params }: RouteContext<'verified'>, permission: string, write: boolean): BillRecord {
  if (!userCan(user, permission)) throw forbidden();
  const { visibleIn } = tenantScope(user, url, write);
  return findVisibleRow(db().bills, params.id, (bill) => visibleIn === undefined || bill.tenant_id === visibleIn);
}

function touched(bill: BillRecord, user: UserRecord, message: string, event: 'updated' | 'notified', data: Record<string, unknown>): Response {
  bill.updated_at = timestamp(now());
  writeLog({
    user, tenantId: bill.tenant_id, message: `Bill ${bill.id} (${bill.billable_name}, ${bill.period}) ${message}`, event, modelType: MODEL_BILL,
    modelId: bill.id, subjectLabel: `${bill.billable_name}, ${bill.period}`, data,
  });
  return json({ data: serializeBill(bill) });
}

export function billHandlers(): HttpHandler[] {
  return [
    route('post', '/api/v1/bills/generate', 'verified', async ({ user, url, locale, input: readBody }) => {
      if (!userCan(user, 'bills.create')) throw forbidden();
      const tenantId = tenantScope(user, url, true).tenantId;
      if (tenantId === undefined) throw forbidden();
      const input = await readBody();
      const rules = { type: [required, oneOf(BILL_TYPES)], from: [required, date], till: [required, date, afterOrEqual('from')] };
      throwIfInvalid(collectErrors(input, rules, locale), locale);
      const [type, from, till] = [input.type as BillType, String(input.from), String(input.till)];
      const data = db();
      if (billsOverlap(data, tenantId, type, from, till)) return messageResponse(409, BILLS_EXIST);
      const bills = generateBills(data, tenantId, type, from, till, timestamp(now()));
      writeLog({
        user, tenantId, message: `${bills.length} ${type} bill(s) generated for ${from}..${till}.`, event: 'generated', modelType: MODEL_BILL,
        data: { attributes: { type, from, till, count: bills.length } },
      });
      return json({ data: bills.map(serializeBill) }, 201);
    }),
    // Before the factory's GET bills/{id}, which would take "payroll" for an id.
    ...payrollHandlers(),
    ...resourceHandlers({
      path: '/api/v1/bills',
      audit: { type: MODEL_BILL, tenants: (bill) => [bill.tenant_id], label: (bill) => `${bill.billable_name}, ${bill.period}` },
      table: () => db().bills,
      permission: 'bills',
      permissions: { list: null, get: null },
      operations: ['list', 'get', 'delete'],
      list: {
        searchable: [(bill) => bill.billable_name],
        sortable: {
          id: (bill) => bill.id,
          from_date: (bill) => bill.from_date,
          till_date: (bill) => bill.till_date,
          amount: billAmount,
          created_at: (bill) => bill.created_at,
        },
        dateRange: (from, till) => (bill) => (from === undefined || bill.till_date >= from) && (till === undefined || bill.from_date <= till),
        filters: {
          type: anyOf((bill) => bill.type),
          paid: isTrue((bill) => bill.paid_at !== null),
          notified: isTrue((bill) => bill.notified_at !== null),
          billable_id: hasId((bill) => bill.billable_id),
        },
      },
      visible: (context) => billVisibility(context),
      serialize: serializeBill,
      onDelete(bill, { locale }) {
        if (bill.paid_at !== null) throw validationError({ paid: [translate('paidBill', locale)] }, locale);
        const data = db();
        data.bill_items = data.bill_items.filter((item) => item.bill_id !== bill.id);
      },
    }),
    ...billItemHandlers(),
    route('put', '/api/v1/bills/{id}/paid', 'verified', async (context) => {
      const bill = visibleBill(context, 'bills.update', true);
      const input = await context.input();
      throwIfInvalid(collectErrors(input, { paid: [required, boolean] }, context.locale), context.locale);
      const paid = toBoolean(input.paid);
      const was = bill.paid_at !== null;
      bill.paid_at = paid ? (bill.paid_at ?? timestamp(now())) : null;
      return touched(bill, context.user, paid ? 'marked paid.' : 'marked unpaid.', 'updated', { old: { paid: was }, attributes: { paid } });
    }),
    route('post', '/api/v1/bills/{id}/notify', 'verified', (context) => {
      const bill = visibleBill(context, 'bills.update', true);
      const to = billableEmail(bill);
      if (!to) throw validationError({ billable_id: [translate('noBillableEmail', context.locale)] }, context.locale);
      bill.notified_at = timestamp(now());
      sendBill(bill, to, context.frontendUrl);
      notifyBillSent(bill, billAmount(bill), context.user);
      return touched(bill, context.user, `sent to ${to}.`, 'notified', { attributes: { email: to } });
    }),
  ];
}
