// Where links in mails and redirects point: the frontend that made the request (its Origin
// header), else the host's default (the browser host sets the page's origin and base path).

const FALLBACK = 'http://localhost:5173';
let defaultFrontendUrl = FALLBACK;

export function setDefaultFrontendUrl(url: string | undefined): void {
  defaultFrontendUrl = (url ?? FALLBACK).replace(/\/+$/, '');
}

export function frontendUrlOf(request: Request): string {
  const origin = request.headers.get('origin');
  return origin && origin !== 'null' ? origin : defaultFrontendUrl;
}
