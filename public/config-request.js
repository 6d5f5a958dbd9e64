// Starts reading config.json while the app's code is still downloading; src/lib/config.ts
// (loadConfig) takes this request instead of making its own. A plain script: it runs before the
// module graph has loaded, and before the app (deferred scripts run in document order). config.json
// sits beside this file, at the app's base.

// Settles once the landing's first frame is painted, or once it is known none will be: the app's
// start (src/main.tsx) waits for it before its own work takes the main thread, so the frame is not
// painted behind the app's set-up. Any other page settles at once.
let settleBootFrame;
window.lunchBootFrame = new Promise((resolve) => (settleBootFrame = resolve));
if (!onLandingPath(window.location)) settleBootFrame();

window.lunchConfigRequest = fetch(new URL('config.json', document.currentScript.src), { cache: 'no-store' })
  .then((response) => {
    if (!response.ok) {
      settleBootFrame();
      return response;
    }
    const config = response.clone().json();
    // The app's first calls go to the backend: open that connection while its code downloads.
    config.then(preconnect, () => {});
    // Nothing renders before the feature flags are known: ask for them now rather than once the
    // app's code has loaded. The app takes this answer only when it would have asked for the same
    // address in the same way (src/api/http.ts, primeEarlyGet); otherwise it asks again.
    window.lunchFeatureTreeRequest = config.then(requestFeatureTree).catch(() => undefined);
    // The landing's first frame, drawn before the app's code has run (index.html, #boot-frame).
    Promise.all([config, window.lunchFeatureTreeRequest.then(readFeatureTree)])
      .then(([read, tree]) => paintBootFrame(document, bootFrameTexts(window.location, read, tree, prefersDark())))
      .catch(() => {})
      .then(settleBootFrame);
    return response;
  })
  .catch(() => {
    settleBootFrame();
    return undefined;
  });

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
  // Only an http(s) backend: anything else is a configuration error the app's start page names.
  if (!/^https?:\/\//.test(config.backendUrl)) return undefined;
  const base = config.backendUrl.replace(/\/*$/, '/');
  const url = new URL(`api/v${config.apiVersion ?? 1}/features/tree`, base);
  return fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
}

/** The tree's nodes from the early answer, read from a copy: the app reads the answer itself. */
function readFeatureTree(response) {
  // Runs before the app's own reading (this callback was attached first): the body is still unread.
  return response && response.ok ? response.clone().json().then((body) => body.data) : undefined;
}

/** Spec §3, as src/lib/feature-tree.ts: a feature counts as on if it or any descendant is. */
function featureOn(nodes, name) {
  const on = (node) => node.enabled === true || (node.children || []).some(on);
  const find = (list) => {
    for (const node of list || []) {
      if (node.name === name) return node;
      const found = find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  const node = find(nodes);
  return node ? on(node) : false;
}

/**
 * The texts of the landing's first frame, or null when nothing is to be drawn: only the landing
 * page itself (`/`, with or without a language prefix as src/lib/locale.ts reads it), its feature
 * on, config.json naming the project (otherwise the app takes build-time values this script cannot
 * know), the page open to visitors (authenticatedPaths), no redirect waiting for a signed-in user
 * (redirect_path) and the light colour mode. Whatever the app would draw instead must never flash
 * here first.
 */
function bootFrameTexts(location, config, tree, dark) {
  // The frame is drawn in the light colours (the app's default): a dark page would flash light first.
  if (dark || !onLandingPath(location)) return null;
  if (!config || typeof config.projectName !== 'string' || typeof config.projectDescription !== 'string') return null;
  if (!config.projectName || !config.projectDescription) return null;
  // src/lib/config.ts's default and src/lib/redirects.ts's reading: only "/" itself guards the landing.
  const guarded = config.authenticatedPaths ?? `${config.dashboardSuffixUrl ?? '/admin'},/checkout`;
  if ((Array.isArray(guarded) ? guarded : String(guarded).split(',')).some((prefix) => /^\/+$/.test(String(prefix).trim()))) return null;
  if (!Array.isArray(tree) || !featureOn(tree, 'landing-page')) return null;
  return { name: config.projectName, title: config.projectName, intro: config.projectDescription };
}

/** The landing page itself (`/`, with or without a language prefix), with no redirect waiting. */
function onLandingPath(location) {
  const path = location.pathname.replace(/^\/(en|fr)(?=\/|$)/, '') || '/';
  return path === '/' && !/[?&]redirect_path=/.test(location.search);
}

/** The colour mode the user chose (src/stores/ui.ts keeps it) is dark, or follows a dark system. */
function prefersDark() {
  try {
    const mode = JSON.parse(window.localStorage.getItem('lunch-color-mode') || '{}').state?.colorMode;
    return mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    return false;
  }
}

/** Fills index.html's placeholder, as text only; the app removes it once its first page is drawn. */
function drawBootFrame(doc, texts) {
  const frame = doc.getElementById('boot-frame');
  if (!frame || !texts) return false;
  for (const key of ['name', 'title', 'intro']) {
    const slot = frame.querySelector(`[data-boot="${key}"]`);
    if (slot) slot.textContent = texts[key];
  }
  frame.hidden = false;
  return true;
}

/**
 * Draws the frame and settles once it has been painted: the task after the next animation frame,
 * which follows that frame's paint. A hidden tab runs no animation frames: the timer settles it.
 */
function paintBootFrame(doc, texts) {
  if (!drawBootFrame(doc, texts)) return undefined;
  return new Promise((resolve) => {
    window.requestAnimationFrame(() => window.setTimeout(resolve));
    window.setTimeout(resolve, 200);
  });
}
