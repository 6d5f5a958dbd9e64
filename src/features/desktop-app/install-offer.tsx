// "Install app" (the desktop-app feature): in the account menu, and once on the landing for a
// signed-in person, while the browser offers the install and the page is not the installed app.
// With the feature off, neither shows; the browser's own menu still installs the app.
import { defineMessages, useIntl } from 'react-intl';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import { dismissInstallBanner, installApp, useInstallOffer } from '@/stores/install-offer';
import { useSession } from '@/stores/session';

const messages = defineMessages({
  install: { id: 'desktopApp.install', defaultMessage: 'Install app' },
  bannerTitle: { id: 'desktopApp.banner.title', defaultMessage: 'Lunch as an app on this computer' },
  bannerText: {
    id: 'desktopApp.banner.text',
    defaultMessage: 'Open it from your desktop or dock in its own window, with shortcuts to order lunch and to your orders, and the number of unread notifications on its icon.',
  },
  notNow: { id: 'desktopApp.banner.notNow', defaultMessage: 'Not now' },
});

/** True while "Install app" may be offered. */
export function useInstallOffered(): boolean {
  const on = useFeature(FEATURES.desktopApp);
  const offered = useInstallOffer((state) => state.offer !== undefined && !state.installed);
  return on && offered;
}

/** The account menu's item (inside its list). */
export function InstallAppMenuItem({ close }: { close: () => void }) {
  const intl = useIntl();
  if (!useInstallOffered()) return null;
  return (
    <li>
      <button
        type="button"
        className="l-menu__item"
        onClick={() => {
          close();
          void installApp();
        }}
      >
        {intl.formatMessage(messages.install)}
      </button>
    </li>
  );
}

/** The landing's invitation, for a signed-in person, until installed or closed ("Not now", remembered). */
export function InstallAppBanner() {
  const intl = useIntl();
  const offered = useInstallOffered();
  const signedIn = useSession((state) => Boolean(state.user));
  const dismissed = useInstallOffer((state) => state.bannerDismissed);
  if (!offered || !signedIn || dismissed) return null;
  return (
    <section className="l-card l-install-banner" aria-labelledby="install-banner-title">
      <strong id="install-banner-title">{intl.formatMessage(messages.bannerTitle)}</strong>
      <p>{intl.formatMessage(messages.bannerText)}</p>
      <button type="button" className="l-button l-button--primary" onClick={() => void installApp()}>
        {intl.formatMessage(messages.install)}
      </button>{' '}
      <button type="button" className="l-button" onClick={dismissInstallBanner}>
        {intl.formatMessage(messages.notNow)}
      </button>
    </section>
  );
}
