// A backend that differs from the contract, for the QA run's proof (issue 19): a proxy in front of
// the mock HTTP server, transparent until told to drift. Drifting, it answers the dashboard summary
// with a figure as text (a difference the run must report) and refuses to create a restaurant's
// menu with a 500 (a step failing after a record was made, which the run must still clean up).
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

export interface DriftingBackend {
  url: string;
  drift(on: boolean): void;
  close(): Promise<void>;
}

const MENU_CREATION = /^\/api\/v1\/restaurants\/\d+\/menus$/;
const SUMMARY = /^\/api\/v1\/dashboard\/summary$/;

/** The failed creation still carries CORS headers, so the page reads the 500 rather than a network error. */
function refuse(incoming: IncomingMessage, outgoing: ServerResponse): void {
  outgoing.writeHead(500, {
    'content-type': 'application/json',
    'access-control-allow-origin': incoming.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
  });
  outgoing.end(JSON.stringify({ message: 'Server Error' }));
}

function summaryWithTextFigure(body: string): string {
  const summary = JSON.parse(body) as { data: Record<string, unknown> };
  summary.data.orders_today = String(summary.data.orders_today);
  return JSON.stringify(summary);
}

export async function startDriftingBackend(port: number, target: string): Promise<DriftingBackend> {
  const upstream = new URL(target);
  let drifting = false;
  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', target).pathname;
    if (drifting && incoming.method === 'POST' && MENU_CREATION.test(path)) return refuse(incoming, outgoing);
    const rewrite = drifting && incoming.method === 'GET' && SUMMARY.test(path);
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: upstream.host } },
      (answer) => {
        if (!rewrite || answer.statusCode !== 200) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => {
          const changed = summaryWithTextFigure(body);
          outgoing.writeHead(200, { ...answer.headers, 'content-length': Buffer.byteLength(changed) });
          outgoing.end(changed);
        });
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${port}`,
    drift: (on) => (drifting = on),
    close: () =>
      new Promise((closed) => {
        server.close(() => closed());
        server.closeAllConnections(); // the browser's keep-alive sockets would hold close() open
      }),
  };
}
