// The mock's list latency over the scale data set (quality.md: a mock list call over 10,000 orders,
// filter + sort + page, ≤ 20 ms): the bench's mock HTTP server is re-seeded with 10,000 past
// orders, a super admin signs in with a token, and each list call is timed end to end (median of
// REPEATS after a warm-up). The server is put back on the default seed afterwards.
import { reseed } from './bench-browser';
import type { BenchRow, BenchSection } from './report';

const SCALE_ORDERS = 10_000;
const REPEATS = 15;
const BUDGET_MS = 20;

const CALLS: [target: string, path: string][] = [
  ['orders: status filter, sort by total, page 3', 'api/v1/orders?status[]=COMPLETED&status[]=DENIED&order_by=total&order_dir=desc&per_page=100&page=3'],
  ['orders: search + date range', 'api/v1/orders?search=a-2026&from=2026-01-01&till=2026-12-31&order_by=requested_date&per_page=25'],
  ['order items: payer filter, sort by total', 'api/v1/order-items?payer=TENANT&order_by=total&per_page=100&page=2'],
];

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Token mode still passes Sanctum's CSRF check on the token request itself. */
async function signIn(backendUrl: string): Promise<string> {
  const csrf = await fetch(`${backendUrl}/sanctum/csrf-cookie`);
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
  const response = await post(
    `${backendUrl}/api/v1/auth/token`,
    { email: 'superadmin@example.com', password: 'password', device_name: 'bench' },
    { Cookie: cookies.join('; '), 'X-XSRF-TOKEN': xsrf },
  );
  if (!response.ok) throw new Error(`token request answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const mockListSection: BenchSection = {
  name: 'mock list latency',
  async run({ backendUrl }) {
    await reseed(backendUrl, { orders: SCALE_ORDERS });
    try {
      const token = await signIn(backendUrl);
      const rows: BenchRow[] = [];
      const data: Record<string, { timings: number[]; total: number }> = {};
      for (const [target, path] of CALLS) {
        const timings: number[] = [];
        let total = 0;
        for (let run = 0; run <= REPEATS; run += 1) {
          const started = performance.now();
          const response = await fetch(`${backendUrl}/${path}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
          const body = (await response.json()) as { meta?: { total: number } };
          if (!response.ok) throw new Error(`${path} answered ${response.status}`);
          if (run > 0) timings.push(performance.now() - started); // run 0 warms up
          total = body.meta?.total ?? 0;
        }
        rows.push({ metric: `mock list call (${SCALE_ORDERS} orders)`, target, value: median(timings), unit: 'ms', budget: { max: BUDGET_MS } });
        data[target] = { timings, total };
      }
      return { rows, data };
    } finally {
      await reseed(backendUrl);
    }
  },
};
