// A tiny static server for the built SPA (e2e, bench), with no dependencies:
//   tsx tests/scripts/serve-static.ts --dir dist --port 4173 [--host 127.0.0.1] [--config cfg.json]
//     [--csp | --no-csp] [--no-gzip]
// Unknown extension-less paths get index.html (client-side routing); /config.json comes from
// --config when given. The production build (--dir dist) is served under the strict CSP that
// README documents, so e2e proves the app runs under it.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg)/;

/**
 * The production Content-Security-Policy. antd (CSS-in-JS) injects <style> elements, hence
 * 'unsafe-inline' for styles only; scripts are same-origin files. The backend origin is where the
 * API calls go and where uploaded images may be served from.
 */
export function cspFor(backendUrl?: string): string {
  const backend = backendUrl ? new URL(backendUrl).origin : undefined;
  const withBackend = (...sources: string[]) => [...sources, ...(backend ? [backend] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withBackend("'self'", 'data:', 'blob:', 'https:')}`,
    "font-src 'self' data:",
    `connect-src ${withBackend("'self'")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export interface StaticServerOptions {
  dir: string;
  port?: number; // 0 = any free port
  host?: string;
  /** Served as /config.json; without it, dir/config.json if present, else 404. */
  configFile?: string;
  /** Defaults to on for a directory named `dist` (the production build). */
  csp?: boolean;
  gzip?: boolean;
}

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

async function backendUrlOf(configFile: string | undefined): Promise<string | undefined> {
  if (!configFile) return undefined;
  const config = JSON.parse(await readFile(configFile, 'utf8')) as { backendUrl?: unknown };
  return typeof config.backendUrl === 'string' && config.backendUrl ? config.backendUrl : undefined;
}

async function fileAt(path: string): Promise<string | undefined> {
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const dir = resolve(options.dir);
  const host = options.host ?? '127.0.0.1';
  const configFile = options.configFile ? resolve(options.configFile) : undefined;
  const csp = (options.csp ?? basename(dir) === 'dist') ? cspFor(await backendUrlOf(configFile)) : undefined;
  const gzip = options.gzip ?? true;
  // Keyed by path and modification time: a rebuild while serving must not leave a stale shell.
  const gzipCache = new Map<string, Buffer>();

  async function resolveFile(pathname: string): Promise<string | undefined> {
    if (pathname === '/config.json' && configFile) return configFile;
    const candidate = normalize(join(dir, pathname));
    if (candidate !== dir && !candidate.startsWith(dir + sep)) return undefined; // no ../ escapes
    const found = await fileAt(pathname.endsWith('/') ? join(candidate, 'index.html') : candidate);
    if (found) return found;
    // Client-side routes (/login, /fr/admin/users/3) have no extension: serve the app shell.
    return extname(pathname) === '' ? fileAt(join(dir, 'index.html')) : undefined;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = await resolveFile(pathname);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      // Hashed assets are immutable; the shell and config must be revalidated to pick up deploys.
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    // On every response: documents and worker scripts each take their policy from their own headers.
    if (csp) headers['Content-Security-Policy'] = csp;

    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip && acceptsGzip && COMPRESSIBLE.test(type) && file !== configFile) {
      const key = `${file}@${(await stat(file)).mtimeMs}`;
      let body = gzipCache.get(key);
      if (!body) gzipCache.set(key, (body = gzipSync(await readFile(file))));
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': String(body.length) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const { size } = await stat(file);
    response.writeHead(200, { ...headers, 'Content-Length': String(size) });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      process.stderr.write(`serve-static: ${request.url}: ${String(error)}\n`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 4173, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      config: { type: 'string' },
      csp: { type: 'boolean' },
      'no-csp': { type: 'boolean' },
      'no-gzip': { type: 'boolean' },
    },
  });
  const csp = values['no-csp'] ? false : values.csp ? true : undefined;
  const server = await startStaticServer({
    dir: values.dir,
    port: Number(values.port),
    host: values.host,
    configFile: values.config,
    csp,
    gzip: !values['no-gzip'],
  });
  process.stdout.write(`Serving ${values.dir} on ${server.url}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Run as a CLI only when executed directly (bench imports startStaticServer).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`serve-static: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
