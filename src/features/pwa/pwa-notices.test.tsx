// The connection notice: offline in the browser, or a backend that cannot be reached while the
// user shown is the last known one.
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '@/stores/session';
import { PwaNotices } from './pwa-notices';

const USER = { id: 3, email: 'user@example.com', first_name: 'Uma', last_name: 'User' } as Parameters<typeof setSessionUser>[0];

function renderNotices() {
  return render(
    <IntlProvider locale="en" defaultLocale="en">
      <PwaNotices />
    </IntlProvider>,
  );
}

describe('connection notice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setSessionUser(undefined);
  });

  it('says nothing while the browser is online and the session came from the server', () => {
    setSessionUser(USER);
    renderNotices();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setSessionUser(USER, undefined, true);
    renderNotices();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });

  it('says the server cannot be reached when the user shown is the last known one', () => {
    setSessionUser(USER, undefined, true);
    renderNotices();
    expect(screen.getByRole('status')).toHaveTextContent('The server cannot be reached. You are shown as last signed in');
  });
});
