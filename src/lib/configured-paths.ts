// The sign-in page and the dashboard area live where the configuration says (loginUrl,
// dashboardSuffixUrl, spec §1), while the route tree knows them as /login and /admin. The router
// maps one to the other at its edge (src/router.ts): links are built to the tree's paths, the
// address bar shows the configured ones, and a tree path that was moved away answers 404.
import { getConfig, type PublicConfig } from './config';

/** Where the route tree has the dashboard area and the sign-in page. */
export const ADMIN_BASE = '/admin';
export const LOGIN_PATH = '/login';
/** No route lives here: a tree path typed in while configured elsewhere lands on the 404 page. */
const MOVED_AWAY = '/-moved';

type Paths = Pick<PublicConfig, 'loginUrl' | 'dashboardSuffixUrl'>;

/** [the tree's path, the configured one] */
function moves(config: Paths): [string, string][] {
  return [
    [ADMIN_BASE, config.dashboardSuffixUrl],
    [LOGIN_PATH, config.loginUrl],
  ];
}

/** `path` with its leading `from` segment(s) replaced by `to`, or undefined when it is not under `from`. */
function swapBase(path: string, from: string, to: string): string | undefined {
  if (path === from || path === `${from}/`) return to;
  if (path.startsWith(`${from}/`)) return `${to}${path.slice(from.length)}`;
  return undefined;
}

/** The address bar's path (without a locale prefix) → the route tree's. */
export function toTreePath(path: string, config: Paths): string {
  for (const [tree, configured] of moves(config)) {
    const swapped = swapBase(path, configured, tree);
    if (swapped !== undefined) return swapped;
  }
  for (const [tree, configured] of moves(config)) {
    if (tree !== configured && swapBase(path, tree, tree) !== undefined) return `${MOVED_AWAY}${path}`;
  }
  return path;
}

/** The route tree's path → the address bar's (without a locale prefix). */
export function toConfiguredPath(path: string, config: Paths): string {
  for (const [tree, configured] of moves(config)) {
    const swapped = swapBase(path, tree, configured);
    if (swapped !== undefined) return swapped;
  }
  return path;
}

/** The configured landing (where "home" links and sign-out go) as a path of the tree, for `to`. */
export function landingPath(config: Pick<PublicConfig, 'landing'> & Paths = getConfig()): string {
  return toTreePath(config.landing, config);
}
