// The sign-in page and the dashboard area where the configuration puts them (dashboardSuffixUrl,
// loginUrl, landing; spec §1): guards, redirects, links and breadcrumbs follow, and the route
// tree's own /admin and /login are then 404s.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@/lib/config';
import { renderApp } from '../tests/setup/render-app';

const MOVED: Partial<PublicConfig> = {
  dashboardSuffixUrl: '/backoffice',
  loginUrl: '/signin',
  authenticatedPaths: ['/backoffice', '/checkout'],
  authenticationRedirects: { super_admin: '/backoffice/dashboard', admin: '/backoffice/dashboard', default: '/' },
};
const SLOW = 60_000;

const shown = (router: Awaited<ReturnType<typeof renderApp>>['router']) => router.state.location.publicHref;

describe('a configured dashboard area and sign-in page', () => {
  it('sends a visitor to the configured sign-in page and, once signed in, back to the configured address', async () => {
    const { router, user } = await renderApp('/backoffice/profile?x=1', { config: MOVED });
    await waitFor(() => expect(shown(router)).toBe('/signin?redirect_path=%2Fbackoffice%2Fprofile%3Fx%3D1'));
    await user.type(await screen.findByLabelText('E-mail address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(shown(router)).toBe('/backoffice/profile?x=1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  }, SLOW);

  it('builds every admin link, crumb and redirect under it', async () => {
    const { router } = await renderApp('/backoffice', { config: MOVED, as: 'superadmin@example.com' });
    await waitFor(() => expect(shown(router)).toBe('/backoffice/dashboard'));
    // The dashboard's figures and links, the account menu: every address under the configured area.
    expect(await screen.findByRole('link', { name: /^Orders today/ })).toHaveAttribute('href', expect.stringMatching(/^\/backoffice\/orders\?/));
    await screen.findByText('No change or cancellation is waiting for an answer.'); // the cards are in
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/backoffice/')).length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => href.startsWith('/admin'))).toEqual([]);
    await router.navigate({ href: '/backoffice/tenants/2' });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Tenants' })).toHaveAttribute('href', '/backoffice/tenants');
  }, SLOW);

  it("answers 404 for the tree's own /admin and /login", async () => {
    await renderApp('/admin/dashboard', { config: MOVED, as: 'superadmin@example.com' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  }, SLOW);

  it('answers 404 for /login when the sign-in page is elsewhere, inside the public frame', async () => {
    await renderApp('/login', { config: MOVED });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    // The header stays: home, the language, signing in.
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Lunch' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /Settings and account|Language/ })).toBeInTheDocument();
  }, SLOW);

  it('leads home to the configured landing', async () => {
    await renderApp('/signin', { config: { ...MOVED, landing: '/restaurants/1' } });
    expect(await screen.findByRole('link', { name: 'Lunch' })).toHaveAttribute('href', '/restaurants/1');
  }, SLOW);
});
