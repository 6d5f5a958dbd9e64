// `npm run mock:server`: the HTTP host (http-host.ts) configured from the environment.
import { resetMock } from './control';
import { createMockHttpServer } from './http-host';

const host = process.env.MOCK_HOST ?? '127.0.0.1';
const port = Number(process.env.MOCK_PORT ?? 8000);
// MOCK_SEED_ORDERS=10000: the scale option (that many past orders in the seed).
const seedOrders = process.env.MOCK_SEED_ORDERS;
if (seedOrders) resetMock({ orders: Number(seedOrders) });
const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean);

const server = createMockHttpServer({
  allowedOrigins: list(process.env.MOCK_ALLOWED_ORIGINS) ?? ['http://localhost:5173', 'http://127.0.0.1:5173'],
  // Laravel's own variable: the frontends whose calls get the session and CSRF (default: the allowed origins).
  statefulDomains: list(process.env.SANCTUM_STATEFUL_DOMAINS),
  contractLog: process.env.MOCK_CONTRACT_LOG,
});

server.listen(port, host, () => {
  // The port it got (MOCK_PORT=0 lets the system choose one; tests read it here).
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  process.stdout.write(`Lunch mock backend listening on http://${host}:${bound}\n`);
});
