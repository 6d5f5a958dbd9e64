// The browser's offer to install the app (the desktop-app feature). Chromium fires
// `beforeinstallprompt` once the app is installable — often before the feature tree is known — so
// the listener is set at boot and keeps the event; the account menu and the landing offer it only
// with the feature on, and never inside the installed app. An offer can be shown once: after
// `installApp()` it is gone until the browser fires the event again.
import { create } from 'zustand';

/** Chromium's event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallOfferState {
  offer: BeforeInstallPromptEvent | undefined;
  /** This page runs as the installed app (its own window), or the app was installed from it. */
  installed: boolean;
  /** The landing's invitation was closed on this device ("Not now"): the account menu still offers it. */
  bannerDismissed: boolean;
}

export const INSTALL_BANNER_STORAGE_KEY = 'lunch-install-banner-dismissed';

function storedDismissal(): boolean {
  try {
    return localStorage.getItem(INSTALL_BANNER_STORAGE_KEY) === '1';
  } catch {
    return false; // storage refused (private mode): the invitation shows again next time
  }
}

export function dismissInstallBanner(): void {
  useInstallOffer.setState({ bannerDismissed: true });
  try {
    localStorage.setItem(INSTALL_BANNER_STORAGE_KEY, '1');
  } catch {
    // closed for this visit only
  }
}

/** The display modes of an installed app's window (a browser tab is `browser`). */
const INSTALLED_MODES = ['standalone', 'window-controls-overlay', 'minimal-ui'];

export function runsInstalled(win: Window = window): boolean {
  return (
    INSTALLED_MODES.some((mode) => win.matchMedia(`(display-mode: ${mode})`).matches) ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export const useInstallOffer = create<InstallOfferState>(() => ({ offer: undefined, installed: false, bannerDismissed: storedDismissal() }));

/** At boot: keeps the browser's offer, and forgets it once the app is installed. */
export function listenForInstallOffer(win: Window = window): () => void {
  useInstallOffer.setState({ installed: runsInstalled(win) });
  const onOffer = (event: Event) => {
    // Our own action offers it: the browser's mini-infobar would offer it a second time.
    event.preventDefault();
    useInstallOffer.setState({ offer: event as BeforeInstallPromptEvent });
  };
  const onInstalled = () => useInstallOffer.setState({ offer: undefined, installed: true });
  win.addEventListener('beforeinstallprompt', onOffer);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onOffer);
    win.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install dialog; resolves with the person's choice. */
export async function installApp(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const { offer } = useInstallOffer.getState();
  if (!offer) return 'unavailable';
  useInstallOffer.setState({ offer: undefined });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  // Declined: the event cannot prompt again; the browser fires a new one on a later visit.
  if (outcome === 'accepted') useInstallOffer.setState({ installed: true });
  return outcome;
}
