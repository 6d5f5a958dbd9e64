// "Install app": the account menu's item and the landing's invitation. install-slots.tsx decides
// when they show; this code loads only then.
import { defineMessages, useIntl } from 'react-intl';
import { MenuActionItem } from '@/components/menu-button';
import { dismissInstallBanner, installApp } from '@/stores/install-offer';

const messages = defineMessages({
  install: { id: 'desktopApp.install', defaultMessage: 'Install app' },
  bannerTitle: { id: 'desktopApp.banner.title', defaultMessage: 'Lunch as an app on this computer' },
  bannerText: {
    id: 'desktopApp.banner.text',
    defaultMessage: 'Open it from your desktop or dock in its own window, with shortcuts to order lunch and to your orders, and the number of unread notifications on its icon.',
  },
  notNow: { id: 'desktopApp.banner.notNow', defaultMessage: 'Not now' },
});

/** The account menu's item (inside its list). */
export function InstallAppMenuItem({ close }: { close: () => void }) {
  const intl = useIntl();
  return (
    <MenuActionItem close={close} onSelect={() => void installApp()}>
      {intl.formatMessage(messages.install)}
    </MenuActionItem>
  );
}

/** The landing's invitation ("Not now" closes it for good on this device). */
export function InstallAppBanner() {
  const intl = useIntl();
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
