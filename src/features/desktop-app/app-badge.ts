// The installed app's icon shows the unread alert count (the Badging API): set while the
// desktop-app feature is on and there is something unread, cleared at zero, when the count is not
// known (signed out, alerts off) and when the feature goes off. Browsers show it only for an
// installed app, so a tab of the site may set it too: it is the same count.
import { FEATURES } from '@/lib/feature-tree';
import { useAlerts } from '@/stores/alerts';
import { isFeatureOn, useFeatureTree } from '@/stores/features';

type BadgingNavigator = Navigator & { setAppBadge(count?: number): Promise<void>; clearAppBadge(): Promise<void> };

/** Keeps the badge in step with the alerts; returns the stop (tests). */
export function startAppBadge(nav: Navigator = navigator): () => void {
  const badging = nav as BadgingNavigator;
  let shown: number | undefined;
  const apply = () => {
    const unread = useAlerts.getState().unread;
    const count = isFeatureOn(FEATURES.desktopApp) && unread !== undefined && unread > 0 ? unread : 0;
    if (count === shown) return;
    shown = count;
    // A refusal (no permission, not installed) changes nothing the person sees: nothing to say.
    void (count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge()).catch(() => undefined);
  };
  const stops = [useAlerts.subscribe(apply), useFeatureTree.subscribe(apply)];
  apply();
  return () => stops.forEach((stop) => stop());
}
