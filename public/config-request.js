// Starts reading config.json while the app's code is still downloading; src/lib/config.ts
// (loadConfig) takes this request instead of making its own. A plain script: it runs before the
// module graph has loaded, and before the app (deferred scripts run in document order). config.json
// sits beside this file, at the app's base.
window.lunchConfigRequest = fetch(new URL('config.json', document.currentScript.src), { cache: 'no-store' })
  .then((response) => {
    // The app's first calls go to the backend: open that connection while its code downloads.
    if (response.ok) response.clone().json().then(preconnect, () => {});
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
