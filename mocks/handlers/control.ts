// */__mock/* — the control operations over HTTP, for e2e tests on any host. No CSRF, no auth,
// never affected by fault scenarios.
import { http, type HttpHandler } from 'msw';
import { db } from '../db/database';
import { hasPendingInvitation } from '../db/invitations';
import { userRoles, userTenants } from '../db/users';
import { readMailbox, resetMock, setFeatureEnabled, setMockNow, setScenario } from '../control';
import { json, noContent, validationError } from '../responses';
import { isScenarioName, SCENARIO_NAMES } from '../scenarios';
import { currentTwoFactorCode } from '../two-factor';

const MAX_SEED_ORDERS = 50_000;
const MAX_SEED_MENUS = 2_000;

async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.json();
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const invalid = (field: string, message: string) => validationError({ [field]: [message] }, 'en');

export function controlHandlers(): HttpHandler[] {
  return [
    // Optional body { orders: N }: the scale option (N past orders, e.g. 10,000, for performance work);
    // { today_orders: N }: N more of Acme's orders today (a busy day for the kitchen board);
    // { menus: N }: N more menus offered every day (the landing at scale).
    http.post('*/__mock/reset', async ({ request }) => {
      const { orders, today_orders: todayOrders, menus } = await body(request);
      const wrong = (value: unknown) => value !== undefined && !(Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_SEED_ORDERS);
      if (wrong(orders)) return invalid('orders', `The orders must be a whole number from 0 to ${MAX_SEED_ORDERS}.`);
      if (wrong(todayOrders)) return invalid('today_orders', `The today orders must be a whole number from 0 to ${MAX_SEED_ORDERS}.`);
      if (menus !== undefined && !(Number.isInteger(menus) && (menus as number) >= 0 && (menus as number) <= MAX_SEED_MENUS)) {
        return invalid('menus', `The menus must be a whole number from 0 to ${MAX_SEED_MENUS}.`);
      }
      const options = { orders: orders as number | undefined, todayOrders: todayOrders as number | undefined, menus: menus as number | undefined };
      resetMock(Object.values(options).every((value) => value === undefined) ? undefined : options);
      return noContent();
    }),

    http.post('*/__mock/scenario', async ({ request }) => {
      const { name } = await body(request);
      if (name !== null && name !== undefined && !isScenarioName(name)) {
        return invalid('name', `The name must be null or one of: ${SCENARIO_NAMES.join(', ')}.`);
      }
      setScenario(name ?? undefined);
      return noContent();
    }),

    http.post('*/__mock/clock', async ({ request }) => {
      const { now } = await body(request);
      const date = typeof now === 'string' ? new Date(now) : undefined;
      if (now !== null && now !== undefined && (!date || Number.isNaN(date.getTime()))) {
        return invalid('now', 'The now field must be an ISO 8601 date or null.');
      }
      setMockNow(date);
      return noContent();
    }),

    http.get('*/__mock/mail', () => json({ data: readMailbox() })),

    // The demo's sign-in page lists these, so the accounts are written down once: in the seed. Not
    // a pending invitee: they have no password yet. With two-factor authentication on: the code the
    // person's authenticator app shows now (on the mock's clock) and the seconds until it changes,
    // which the demo shows in place of the app.
    http.get('*/__mock/accounts', async () =>
      json({
        data: await Promise.all(
          db().users.filter((user) => !hasPendingInvitation(user)).map(async (user) => {
            const twoFactor = await currentTwoFactorCode(user);
            return {
              email: user.email,
              role: userRoles(user).map((role) => role.name).join(', '),
              roles: userRoles(user).map(({ name, label }) => ({ name, label })),
              tenant: userTenants(user).map((tenant) => tenant.name).join(', '),
              verified: user.email_verified_at !== null,
              two_factor_code: twoFactor?.code ?? null,
              two_factor_expires_in: twoFactor?.expiresIn ?? null,
            };
          }),
        ),
      }),
    ),

    http.post('*/__mock/features', async ({ request }) => {
      const { name, enabled } = await body(request);
      if (typeof name !== 'string' || typeof enabled !== 'boolean') {
        return invalid('name', 'A feature name (string) and enabled (boolean) are required.');
      }
      try {
        setFeatureEnabled(name, enabled);
      } catch (error) {
        return invalid('name', error instanceof Error ? error.message : String(error));
      }
      return noContent();
    }),
  ];
}
