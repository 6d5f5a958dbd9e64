// The HTTP host (`npm run mock:server`) in its own process, and plain HTTP clients for it: what a
// script, a QA tool or a backend developer's HTTP client sees. Its own process, because the
// in-process node host of the test run emulates a browser (cookies, the page's Origin) for the
// whole process. The test's fetch is let through the node host's interception to it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { server } from '../node';

export interface HttpHost {
  url: string;
  /** The run-time contract check's mismatches (JSON lines), read at the end. */
  contractMismatches(): string[];
  stop(): void;
}

export async function startHttpHost(env: Record<string, string>): Promise<HttpHost> {
  const contractLog = join(mkdtempSync(join(tmpdir(), 'lunch-mock-http-')), 'contract.log');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, MOCK_HOST: '127.0.0.1', MOCK_PORT: '0', MOCK_CONTRACT_LOG: contractLog, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`mock server exited (${code}): ${output}`)));
  });
  return {
    url,
    contractMismatches: () => {
      try {
        return readFileSync(contractLog, 'utf8').split('\n').filter(Boolean);
      } catch {
        return []; // no mismatch, no file
      }
    },
    stop: () => child.kill(),
  };
}

/** Lets this test's requests to the host reach it (call in beforeEach: handlers reset after each test). */
export function passThroughTo(url: string): void {
  server.use(http.all(`${url}/*`, () => passthrough()));
}

interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/** A plain HTTP client with a cookie jar (like curl -b -c): sends back what the host sets. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: string, private readonly headers: Record<string, string> = {}) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...this.headers, ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.base}/${path}`, {
      method, headers, redirect: 'manual', body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(name.length + 1));
    }
    return response;
  }

  /** X-XSRF-TOKEN as an SPA sends it: the URL-decoded XSRF-TOKEN cookie. */
  xsrf(): Record<string, string> {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw === undefined ? {} : { 'X-XSRF-TOKEN': decodeURIComponent(raw) };
  }
}
