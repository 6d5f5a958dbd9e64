// The unread count on the installed app's icon: set while there is something unread and the
// desktop-app feature is on, cleared at zero, while unknown, and when the feature goes off.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '@/lib/feature-tree';
import { NO_ALERTS, useAlerts } from '@/stores/alerts';
import { setFeatureTree } from '@/stores/features';
import { startAppBadge } from './app-badge';

const tree = (desktopApp: boolean) => [
  { id: 1, name: FEATURES.alerts, enabled: true, children: [] },
  { id: 2, name: FEATURES.desktopApp, enabled: desktopApp, children: [] },
];

function badgingNavigator() {
  return { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
}

afterEach(() => useAlerts.setState(NO_ALERTS));

describe('the app badge', () => {
  it('follows the unread count and clears at zero and while it is not known', () => {
    setFeatureTree(tree(true));
    const nav = badgingNavigator();
    const stop = startAppBadge(nav as unknown as Navigator);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
    useAlerts.setState({ unread: 3 });
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(3);
    useAlerts.setState({ unread: 0 });
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(2);
    useAlerts.setState({ unread: 2 });
    useAlerts.setState(NO_ALERTS); // signed out
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(3);
    stop();
  });

  it('clears when the desktop-app feature goes off, and sets nothing while it is off', () => {
    setFeatureTree(tree(true));
    const nav = badgingNavigator();
    const stop = startAppBadge(nav as unknown as Navigator);
    useAlerts.setState({ unread: 4 });
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(4);
    setFeatureTree(tree(false));
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(2);
    useAlerts.setState({ unread: 5 });
    expect(nav.setAppBadge).toHaveBeenCalledTimes(1);
    stop();
  });
});
