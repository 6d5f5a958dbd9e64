// The requests public/config-request.js starts while the app's code downloads, taken once each:
// whoever takes one answers for it, and a retry asks again.

declare global {
  interface Window {
    /** The config.json request index.html started beside the app's code. */
    lunchConfigRequest?: Promise<Response | undefined>;
    /** The feature tree request it started once config.json was read (absent without one). */
    lunchFeatureTreeRequest?: Promise<Response | undefined>;
  }
}

export function takeEarlyRequest(name: 'lunchConfigRequest' | 'lunchFeatureTreeRequest'): Promise<Response | undefined> | undefined {
  const request = typeof window === 'undefined' ? undefined : window[name];
  if (request) window[name] = undefined;
  return request;
}
