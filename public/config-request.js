// Starts reading config.json while the app's code is still downloading; src/lib/config.ts
// (loadConfig) takes this request instead of making its own. A plain script: it runs before the
// module graph has loaded, and before the app (deferred scripts run in document order). config.json
// sits beside this file, at the app's base.
window.lunchConfigRequest = fetch(new URL('config.json', document.currentScript.src), { cache: 'no-store' })
  .then((response) => {
    if (response.ok) {
      const config = response.clone().json();
      // The app's first calls go to the backend: open that connection while its code downloads.
      config.then(preconnect, () => {});
      // Nothing renders before the feature flags are known: ask for them now rather than once the
      // app's code has loaded. The app takes this answer only when it would have asked for the same
      // address in the same way (src/api/http.ts, primeEarlyGet); otherwise it asks again.
      window.lunchFeatureTreeRequest = config.then(requestFeatureTree).catch(() => undefined);
    }
    return response;
  })
  .catch(() => undefined);

// The first date or price the app formats loads the browser's locale data (ICU): tens of
// milliseconds of main thread on a phone. Pay that now, while the app's code downloads (this
// deferred script runs before the app's module), instead of inside the app's first render.
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');

function preconnect(config) {
  try {
    const origin = new URL(config.backendUrl).origin;
    if (origin === window.location.origin || !/^https?:/.test(origin)) return;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = 'use-credentials'; // the API calls send credentials
    document.head.appendChild(link);
  } catch {
    // No usable backendUrl in the file: loadConfig reports what is wrong with it.
  }
}

function requestFeatureTree(config) {
  // A token user's calls carry the token (src/lib/auth-token.ts, AUTH_TOKEN_KEY): the app asks itself.
  if (typeof config.backendUrl !== 'string' || window.localStorage.getItem('authToken')) return undefined;
  const base = config.backendUrl.replace(/\/*$/, '/');
  const url = new URL(`api/v${config.apiVersion ?? 1}/features/tree`, base);
  return fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
}
