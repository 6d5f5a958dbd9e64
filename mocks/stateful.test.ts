import { afterEach, describe, expect, it } from 'vitest';
import { fromFrontend, setStatefulDomains } from './stateful';

const request = (headers: Record<string, string>) => new Request('http://localhost:8000/api/v1/auth/user', { headers });

afterEach(() => setStatefulDomains([]));

describe('fromFrontend (EnsureFrontendRequestsAreStateful)', () => {
  it('matches the Referer, else the Origin, against host:port patterns with wildcards', () => {
    setStatefulDomains(['app.example.com:8080', '*.lunch.test']);
    expect(fromFrontend(request({ Origin: 'https://app.example.com:8080' }))).toBe(true);
    expect(fromFrontend(request({ Referer: 'http://app.example.com:8080/orders?page=2' }))).toBe(true);
    expect(fromFrontend(request({ Origin: 'https://eu.lunch.test' }))).toBe(true);
    // Another port is another domain; the Referer wins over the Origin.
    expect(fromFrontend(request({ Origin: 'https://app.example.com' }))).toBe(false);
    expect(fromFrontend(request({ Referer: 'https://evil.example/', Origin: 'https://app.example.com:8080' }))).toBe(false);
    expect(fromFrontend(request({ Origin: 'null' }))).toBe(false);
  });

  it('takes a request without Origin or Referer, in the jsdom host, as the page’s own (a browser sends one)', () => {
    expect(location.origin).toBe('http://localhost:3000');
    expect(fromFrontend(request({}))).toBe(true);
    expect(fromFrontend(request({ Origin: 'http://localhost:4000' }))).toBe(false);
  });
});
