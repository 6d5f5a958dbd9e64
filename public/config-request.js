// Starts reading config.json while the app's code is still downloading; src/lib/config.ts
// (loadConfig) takes this request instead of making its own. A plain script: it runs before the
// module graph has loaded. config.json sits beside this file, at the app's base.
window.lunchConfigRequest = fetch(new URL('config.json', document.currentScript.src), { cache: 'no-store' }).catch(function () {
  return undefined;
});
