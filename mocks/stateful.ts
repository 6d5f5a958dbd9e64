// Sanctum's EnsureFrontendRequestsAreStateful: an /api/ request gets the session (cookies, CSRF)
// only when its Referer, else its Origin, names a stateful domain (SANCTUM_STATEFUL_DOMAINS).
// Any other client (a script, a QA tool, a mobile app) is stateless: no session is read or
// started, no CSRF is checked, and only a bearer token signs it in. Web routes (/auth/…,
// /sanctum/csrf-cookie) always run Laravel's `web` group, so they are stateful for everyone.

let statefulDomains: string[] = [];
let pageOrigin: (() => string) | undefined;

/** SANCTUM_STATEFUL_DOMAINS: hosts with their port ("localhost:5173"); `*` is a wildcard. */
export function setStatefulDomains(domains: Iterable<string>): void {
  statefulDomains = [...domains].map((domain) => domain.trim()).filter(Boolean);
}

/** The hosts of frontend origins ("http://localhost:5173" → "localhost:5173"). */
export function hostsOf(origins: Iterable<string>): string[] {
  return [...origins].flatMap((origin) => {
    try {
      return [new URL(origin).host];
    } catch {
      return [];
    }
  });
}

/**
 * For the in-process hosts (service worker, jsdom): every request comes from the one page, and a
 * browser sends Origin or Referer with each of its calls, but the intercepted Request carries
 * neither (they are added on the wire). So a request without them is the page's, and the page's
 * own host is a stateful domain.
 */
export function emulateBrowserOrigin(): void {
  pageOrigin = () => location.origin;
}

const wildcard = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** EnsureFrontendRequestsAreStateful::fromFrontend(): `Str::is("{domain}/*", referer ?: origin)`. */
export function fromFrontend(request: Request): boolean {
  const page = pageOrigin?.();
  const source = request.headers.get('referer') || request.headers.get('origin') || page;
  if (!source) return false;
  let domain = source.replace(/^https?:\/\//, '');
  if (!domain.endsWith('/')) domain += '/';
  const domains = page ? [...statefulDomains, ...hostsOf([page])] : statefulDomains;
  return domains.some((stateful) => wildcard(`${stateful}/*`).test(domain));
}
