// The HTTP host: a real server on its own origin (`npm run mock:server`), so e2e runs exercise
// real cookies, CORS with credentials and CSRF across origins, as with Laravel on another origin.
// Express + MSW's createMiddleware come from @mswjs/http-middleware's createServer; CORS is
// answered here, in front of it, and nowhere else.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createMockApp } from '@mswjs/http-middleware';
import { createHandlers } from './handlers';

const host = process.env.MOCK_HOST ?? '127.0.0.1';
const port = Number(process.env.MOCK_PORT ?? 8000);
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

const server = createHttpServer((request, response) => {
  if (!cors(request, response)) app(request, response);
});

server.listen(port, host, () => {
  process.stdout.write(`Lunch mock backend listening on http://${host}:${port}\n`);
});
