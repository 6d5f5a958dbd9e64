// The bell's place in every header: nothing for a visitor or with the alerts feature off (its code
// is not even asked for); for a signed-in user, the bell, whose code — the button, the transport
// and the wording — loads beside the page, not in its first load. Switching the feature off, or
// signing out, takes the bell away at once (the runner stops the polling at the same moment).
import { lazyPart } from '@/components/lazy-part';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';

const { Part: AlertsBell } = lazyPart(
  () => import('./alerts-bell'),
  (module) => module.AlertsBell,
);

export function AlertsSlot() {
  const on = useFeature(FEATURES.alerts);
  const signedIn = useSession((state) => Boolean(state.user));
  return on && signedIn ? <AlertsBell /> : null;
}
