// Loads the variables the app reads (stores/variables.ts) for the tenant the calls go to: at start,
// beside the feature tree and never in the way of the first page, and again whenever that tenant
// changes (sign-in, sign-out, another tenant chosen; the tenant is named only with multi-tenancy on). A failed load keeps what was known: every
// place that reads a variable has its own behaviour without it.
import { fetchPublicVariables } from '@/api/settings';
import { readTenantCookie } from '@/lib/cookies';
import { FEATURES } from '@/lib/feature-tree';
import { resolveTenantId } from '@/lib/tenancy';
import { isFeatureOn, useFeatureTree } from '@/stores/features';
import { setVariables } from '@/stores/variables';
import { currentUser, useSession } from '@/stores/session';

let loadedFor: string | undefined;
let latest = 0;
let stopWatching: (() => void) | undefined;

/** Which tenant's values a call would get now ('' for the global values): http.ts names one only with multi-tenancy on. */
function tenantKey(): string {
  if (!isFeatureOn(FEATURES.multiTenancy)) return '';
  return String(resolveTenantId(readTenantCookie(), currentUser(), false) ?? '');
}

/** Loads the values for the current tenant; the answer of an older load never overwrites a newer one. */
export async function reloadVariables(): Promise<void> {
  const call = ++latest;
  loadedFor = tenantKey();
  try {
    const values = await fetchPublicVariables();
    if (call === latest) setVariables(values);
  } catch {
    // Offline or refused: the values known so far (or none) stay.
  }
}

/**
 * Starts loading, and loads again each time the tenant the calls name changes: the signed-in user
 * is known or changes, or the feature tree (multi-tenancy) arrives after them.
 */
export function startVariables(): void {
  stopVariables();
  void reloadVariables();
  const follow = () => {
    if (tenantKey() !== loadedFor) void reloadVariables();
  };
  const unsubscribe = [useSession.subscribe(follow), useFeatureTree.subscribe(follow)];
  stopWatching = () => unsubscribe.forEach((stop) => stop());
}

/** Stops following the tenant (tests start the app again and again). */
export function stopVariables(): void {
  stopWatching?.();
  stopWatching = undefined;
  latest += 1; // an answer still on its way is dropped
}
