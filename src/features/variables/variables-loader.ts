// Loads the variables the app reads (stores/variables.ts) for the tenant the calls go to: at start,
// beside the feature tree and never in the way of the first page, and again whenever that tenant
// changes (sign-in, sign-out, another tenant chosen). A failed load keeps what was known: every
// place that reads a variable has its own behaviour without it.
import { fetchPublicVariables } from '@/api/settings';
import { readTenantCookie } from '@/lib/cookies';
import { resolveTenantId } from '@/lib/tenancy';
import { setVariables } from '@/stores/variables';
import { currentUser, useSession } from '@/stores/session';

let loadedFor: string | undefined;
let latest = 0;
let stopWatching: (() => void) | undefined;

/** Which tenant's values a call would get now ('' for the global values). */
function tenantKey(): string {
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

/** Starts loading, and loads again each time the signed-in user's tenant changes. */
export function startVariables(): void {
  stopVariables();
  void reloadVariables();
  stopWatching = useSession.subscribe((state, previous) => {
    if (state.user !== previous.user && tenantKey() !== loadedFor) void reloadVariables();
  });
}

/** Stops following the tenant (tests start the app again and again). */
export function stopVariables(): void {
  stopWatching?.();
  stopWatching = undefined;
  latest += 1; // an answer still on its way is dropped
}
