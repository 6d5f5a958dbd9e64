// Where "Install app" shows (the desktop-app feature): in the account menu, and once on the
// landing for a signed-in person, while the browser offers the install and the page is not the
// installed app. With the feature off, neither shows; the browser's own menu still installs the
// app. Their code (install-offer.tsx) loads only when they show: not in the first page's load.
import { lazyPart } from '@/components/lazy-part';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import { useInstallOffer } from '@/stores/install-offer';
import { useSession } from '@/stores/session';

const { Part: InstallAppMenuItem } = lazyPart(
  () => import('./install-offer'),
  (module) => module.InstallAppMenuItem,
);
const { Part: InstallAppBanner } = lazyPart(
  () => import('./install-offer'),
  (module) => module.InstallAppBanner,
);

/** True while "Install app" may be offered. */
function useInstallOffered(): boolean {
  const on = useFeature(FEATURES.desktopApp);
  const offered = useInstallOffer((state) => state.offer !== undefined && !state.installed);
  return on && offered;
}

export function InstallAppMenuSlot({ close }: { close: () => void }) {
  return useInstallOffered() ? <InstallAppMenuItem close={close} /> : null;
}

/** For a signed-in person, until installed or closed with "Not now". */
export function InstallAppBannerSlot() {
  const offered = useInstallOffered();
  const signedIn = useSession((state) => Boolean(state.user));
  const dismissed = useInstallOffer((state) => state.bannerDismissed);
  return offered && signedIn && !dismissed ? <InstallAppBanner /> : null;
}
