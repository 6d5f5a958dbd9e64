// The HTTP host: a real server on its own origin (`npm run mock:server`), so e2e runs exercise
// real cookies, CORS with credentials and CSRF across origins, as with Laravel on another origin.
// Express + MSW's createMiddleware come from @mswjs/http-middleware's createServer; CORS is
// answered here, in front of it, and nowhere else.
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { createServer as createMockApp } from '@mswjs/http-middleware';
import { readBody, validateResponse } from './contract/openapi-validator';
import { resetMock } from './control';
import { createHandlers } from './handlers';

const host = process.env.MOCK_HOST ?? '127.0.0.1';
const port = Number(process.env.MOCK_PORT ?? 8000);
// MOCK_SEED_ORDERS=10000: the scale option (that many past orders in the seed).
const seedOrders = process.env.MOCK_SEED_ORDERS;
if (seedOrders) resetMock({ orders: Number(seedOrders) });
const allowedOrigins = new Set(
  (process.env.MOCK_ALLOWED_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
);

const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOW_HEADERS = 'Accept,Accept-Language,Content-Type,Authorization,X-XSRF-TOKEN,X-Requested-With';
const MAX_AGE_SECONDS = '7200';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;
const app = createMockApp(...createHandlers()) as unknown as Listener;

/** Laravel's HandleCors with supports_credentials: the exact origin, only for allowed origins. */
function cors(request: IncomingMessage, response: ServerResponse): boolean {
  const origin = request.headers.origin;
  const allowed = typeof origin === 'string' && allowedOrigins.has(origin);
  if (allowed) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Vary', 'Origin');
    // The client reads Retry-After of a 429 (Laravel: 'exposed_headers' => ['Retry-After'] in config/cors.php).
    response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  }
  if (request.method !== 'OPTIONS') return false;
  if (allowed) {
    response.setHeader('Access-Control-Allow-Methods', ALLOW_METHODS);
    response.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
    response.setHeader('Access-Control-Max-Age', MAX_AGE_SECONDS);
  }
  response.writeHead(204).end();
  return true;
}

/**
 * MOCK_CONTRACT_LOG=file: the run-time contract check of this host (e2e). Every answer is checked
 * against openapi/openapi.yaml and each mismatch appended to the file as a JSON line; the e2e
 * teardown fails the run when there are any. Taps the node response, so handlers stay as they are.
 */
function checkContract(request: IncomingMessage, response: ServerResponse, log: string): void {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as ServerResponse['end'];
  // A client that gave up (e.g. a loader aborted by the next navigation) may get a cut answer:
  // nothing to judge the mock by.
  let abandoned = false;
  request.once('aborted', () => {
    abandoned = true;
  });
  // Judged a turn later: a client's abort may be reported just after the response finished.
  response.on('finish', () => setImmediate(judge));
  function judge() {
    if (abandoned || request.socket.destroyed) return;
    const body = Buffer.concat(chunks);
    const declared = Number(response.getHeader('content-length'));
    if (Number.isFinite(declared) && body.length < declared) return; // cut off on the way: nothing to judge
    const contentType = response.getHeader('content-type');
    const type = typeof contentType === 'string' ? contentType : undefined;
    const mismatch = validateResponse({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      status: response.statusCode,
      contentType: type,
      body: readBody(type, body.toString('utf8')),
    });
    if (!mismatch) return;
    // Playwright empties test-results/ before starting this server, so the folder may be gone.
    mkdirSync(dirname(log), { recursive: true });
    appendFileSync(log, `${JSON.stringify(mismatch)}\n`);
  }
}

const contractLog = process.env.MOCK_CONTRACT_LOG;

const server = createHttpServer((request, response) => {
  if (cors(request, response)) return;
  if (contractLog) checkContract(request, response, contractLog);
  app(request, response);
});

server.listen(port, host, () => {
  process.stdout.write(`Lunch mock backend listening on http://${host}:${port}\n`);
});
