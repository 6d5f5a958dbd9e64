import type { Plugin } from 'vite';

/**
 * The app's entry script is asked for at low priority. On the landing, the first frame
 * (public/config-request.js: config.json, then the feature tree) is drawn before the app's code
 * runs, and the app's start waits for that frame (src/main.tsx); the entry's 120-odd kB must not
 * take a slow network's bandwidth from the few bytes that frame needs. It still downloads at once,
 * beside them. Vite writes the entry's tag itself, hence this rewrite of the built page.
 */
export function lowPriorityEntry(): Plugin {
  const entryTag = /<script type="module" crossorigin src=/;
  return {
    name: 'lunch:low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!entryTag.test(html)) throw new Error('lunch:low-priority-entry: the entry script tag was not found in index.html');
        return html.replace(entryTag, '<script type="module" crossorigin fetchpriority="low" src=');
      },
    },
  };
}
