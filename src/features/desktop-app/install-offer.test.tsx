// "Install app" (issue 31.4): a synthetic `beforeinstallprompt` makes the account menu and the
// landing offer it to a signed-in person; choosing it shows the browser's dialog, and once
// accepted nothing offers it any more. Never in the installed app, never with the feature off,
// and "Not now" on the landing is remembered (the menu still offers it).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '@/lib/feature-tree';
import { setFeatureTree, useFeatureTree } from '@/stores/features';
import { INSTALL_BANNER_STORAGE_KEY, listenForInstallOffer, useInstallOffer } from '@/stores/install-offer';
import { mediaQueryList } from '../../../tests/setup/media-query-list';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 30_000;
let stopListening: () => void;

/** What Chromium fires when the app can be installed; the dialog answers `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

/** The landing as main.tsx starts it: the session (and the variables) are asked for beside the page. */
const landing = (as?: string) => renderApp('/', { as, variables: true });

const banner = () => screen.queryByRole('region', { name: 'Lunch as an app on this computer' });

/** Opens the account menu; returns its list. */
async function openAccountMenu(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const button = await screen.findByRole('button', { name: /^Account menu of / });
  await user.click(button);
  return within(document.getElementById(button.getAttribute('aria-controls')!)!);
}
const INSTALL = { name: 'Install app' } as const;

beforeEach(() => {
  localStorage.removeItem(INSTALL_BANNER_STORAGE_KEY);
  useInstallOffer.setState({ offer: undefined, installed: false, bannerDismissed: false });
});

afterEach(() => {
  stopListening?.();
  vi.restoreAllMocks();
});

describe('Install app', () => {
  it('is offered on the landing and in the account menu once the browser offers it, and leaves once installed', async () => {
    stopListening = listenForInstallOffer();
    const { user } = await landing('user@example.com');
    expect((await openAccountMenu(user)).queryByRole('button', INSTALL)).toBeNull();
    await user.keyboard('{Escape}');

    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true); // no second offer from the browser's own bar
    expect(await screen.findByRole('region', { name: 'Lunch as an app on this computer' })).toBeVisible();
    await user.click(await (await openAccountMenu(user)).findByRole('button', INSTALL));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(banner()).toBeNull());
    expect((await openAccountMenu(user)).queryByRole('button', INSTALL)).toBeNull();
  }, SLOW);

  it('declined in the browser’s dialog, is not offered again until the browser offers it again', async () => {
    stopListening = listenForInstallOffer();
    const { user } = await landing('user@example.com');
    const event = offerInstall('dismissed');
    await user.click(await screen.findByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(banner()).toBeNull());
    offerInstall();
    expect(await screen.findByRole('region', { name: 'Lunch as an app on this computer' })).toBeVisible();
  }, SLOW);

  it('“Not now” closes the landing’s invitation for good on this device; the account menu still has it', async () => {
    stopListening = listenForInstallOffer();
    const { user } = await landing('user@example.com');
    offerInstall();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(INSTALL_BANNER_STORAGE_KEY)).toBe('1');
    expect(await (await openAccountMenu(user)).findByRole('button', INSTALL)).toBeVisible();
  }, SLOW);

  it('is not offered to a visitor, inside the installed app, or with the feature off (switched live)', async () => {
    stopListening = listenForInstallOffer();
    const visitor = await landing();
    offerInstall();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(banner()).toBeNull();
    visitor.unmount();
    stopListening();

    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, () => query === '(display-mode: standalone)'));
    stopListening = listenForInstallOffer();
    const installed = await landing('user@example.com');
    offerInstall();
    await screen.findByRole('button', { name: /^Account menu of / });
    expect(banner()).toBeNull();
    act(() => useInstallOffer.setState({ installed: false })); // the same page in a tab: it is offered
    expect(await screen.findByRole('region', { name: 'Lunch as an app on this computer' })).toBeVisible();
    installed.unmount();
    stopListening();
    vi.restoreAllMocks();

    stopListening = listenForInstallOffer();
    await landing('user@example.com');
    offerInstall();
    expect(await screen.findByRole('region', { name: 'Lunch as an app on this computer' })).toBeVisible();
    act(() => setFeatureTree(useFeatureTree.getState().tree.map((node) => (node.name === FEATURES.desktopApp ? { ...node, enabled: false } : node))));
    expect(banner()).toBeNull();
  }, SLOW);
});
