// The HTTP host: a real server on its own origin, so e2e runs exercise real cookies, CORS with
// credentials and CSRF across origins, as with Laravel on another origin. Node's http server
// hands each request to the MSW handlers through msw's getResponse; CORS is answered here, in
// front of them, and nowhere else. server.ts starts it from the environment; tests start their own.
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { getResponse } from 'msw';
import { readBody, validateResponse } from './contract/openapi-validator';
import { createHandlers } from './handlers';
import { MOCK_BACKEND_HEADER } from './responses';
import { hostsOf, setStatefulDomains } from './stateful';

export interface MockHttpOptions {
  /** config/cors.php allowed_origins (with supports_credentials). */
  allowedOrigins: string[];
  /** SANCTUM_STATEFUL_DOMAINS; by default the hosts of the allowed origins. */
  statefulDomains?: string[];
  /** MOCK_CONTRACT_LOG: see checkContract. */
  contractLog?: string;
}

const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOW_HEADERS = 'Accept,Accept-Language,Content-Type,Authorization,X-XSRF-TOKEN,X-Requested-With';
const MAX_AGE_SECONDS = '7200';

/** Laravel's HandleCors with supports_credentials: the exact origin, only for allowed origins. */
function cors(allowedOrigins: Set<string>, request: IncomingMessage, response: ServerResponse): boolean {
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
 * The run-time contract check of this host (e2e): each answer of the handlers is checked against
 * openapi/openapi.yaml, as produced and before it is sent, and each mismatch appended to the log
 * as a JSON line; the e2e teardown fails the run when there are any.
 */
function checkContract(contractLog: string | undefined, request: IncomingMessage, response: Response, body: Buffer): void {
  if (!contractLog) return;
  const contentType = response.headers.get('content-type') ?? undefined;
  const mismatch = validateResponse({
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    status: response.status,
    contentType,
    body: readBody(contentType, body.toString('utf8')),
  });
  if (!mismatch) return;
  // Playwright empties test-results/ before starting this server, so the folder may be gone.
  mkdirSync(dirname(contractLog), { recursive: true });
  appendFileSync(contractLog, `${JSON.stringify(mismatch)}\n`);
}

async function readRequestBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The node request as a fetch Request for MSW's handlers (they run here as in the other hosts). */
async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  const body = await readRequestBody(request);
  return new Request(new URL(request.url ?? '/', origin), { method: request.method, headers, body });
}

const NOT_FOUND = () => Response.json({ error: 'Mock not found' }, { status: 404, headers: { [MOCK_BACKEND_HEADER]: '1' } });

export function createMockHttpServer(options: MockHttpOptions): Server {
  const allowedOrigins = new Set(options.allowedOrigins);
  setStatefulDomains(options.statefulDomains ?? hostsOf(allowedOrigins));
  const handlers = createHandlers();

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    const mocked = (await getResponse(handlers, await toFetchRequest(request, origin), { baseUrl: origin })) ?? NOT_FOUND();
    // Response.error() (the network-down scenario): what the client sees of a dead server.
    if (mocked.type === 'error') {
      request.socket.destroy();
      return;
    }
    const body = Buffer.from(await mocked.arrayBuffer());
    checkContract(options.contractLog, request, mocked, body);
    // appendHeader keeps each Set-Cookie (writeHead's header list would merge them with the CORS
    // headers already set, keeping only the last cookie).
    mocked.headers.forEach((value, name) => {
      if (name !== 'set-cookie') response.appendHeader(name, value);
    });
    for (const cookie of mocked.headers.getSetCookie()) response.appendHeader('set-cookie', cookie);
    response.writeHead(mocked.status, mocked.statusText);
    response.end(body);
  }

  return createServer((request, response) => {
    if (cors(allowedOrigins, request, response)) return;
    answer(request, response).catch((error: unknown) => {
      process.stderr.write(`Mock backend failed on ${request.method} ${request.url}: ${String(error)}\n`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: 'Server Error' }));
    });
  });
}
