// Social sign-in in the demo (issue 32), where the mock stands in for the provider: the sign-in page's
// provider buttons open the demo's consent page (the backend's Socialite redirect on the demo's own
// origin), whose choice comes back exactly as a backend's callback would — signed in, on the sign-in
// page, which goes where the role leads; or with social_error, worded beside the buttons. axe on the
// sign-in page with its buttons, the consent page and the profile's connected accounts, in English and
// French. Production has no consent page: there the backend's own routes do this (README).
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mockControl, signIn, test } from './support/fixtures';

const demoOnly = { tag: '@demo-only' };
// The journey is a chain of full page loads, as with a real provider (the sign-in page → the consent
// page → back); MSW checks its worker for an update at each start, and a load that follows at once
// can cut that check short (Chrome: "Not found"). The mock's own worker, not the app.
test.use({ consoleExpected: [/^page error: Failed to update a ServiceWorker for scope .* with script .*\/mockServiceWorker\.js.*: Not found$/] });
/** A full page load of the demo starts its mock worker again: slow on a busy machine. */
const ARRIVE = { timeout: 30_000 };

const WORDS = {
  en: {
    prefix: '',
    signIn: 'Sign in',
    google: 'Continue with Google',
    microsoft: 'Continue with Microsoft',
    github: 'Continue with GitHub',
    cancel: 'Cancel',
    cancelled: 'You cancelled at the provider: you are not signed in.',
    connected: 'Connected accounts',
    disconnectGitHub: 'Disconnect GitHub',
    connectMicrosoft: 'Connect Microsoft',
    accountMenu: /^Account menu of Uma User/,
    profile: 'Profile',
  },
  fr: {
    prefix: '/fr',
    signIn: 'Se connecter',
    google: 'Continuer avec Google',
    microsoft: 'Continuer avec Microsoft',
    github: 'Continuer avec GitHub',
    cancel: 'Annuler',
    cancelled: 'Vous avez annulé chez le fournisseur\u00a0: vous n’êtes pas connecté.',
    connected: 'Comptes connectés',
    disconnectGitHub: 'Déconnecter GitHub',
    connectMicrosoft: 'Connecter Microsoft',
    accountMenu: /^Menu du compte de Uma User/,
    profile: 'Profil',
  },
} as const;

/** The sign-in page with the social-login feature switched on (the seed has it off). */
async function openSignInWithProviders(page: Page, backendUrl: string, path: string, w: (typeof WORDS)[keyof typeof WORDS]) {
  await page.goto(`${w.prefix}/login`);
  await expect(page.getByRole('button', { name: w.signIn, exact: true })).toBeVisible(ARRIVE);
  await mockControl(page, backendUrl, 'POST', 'features', { name: 'social-login', enabled: true });
  await page.goto(`${w.prefix}${path}`);
  await expect(page.getByRole('link', { name: w.github })).toBeVisible(ARRIVE);
}

test('a visitor continues with a demo provider and lands where their role leads', demoOnly, async ({ page, backendUrl }) => {
  test.slow();
  const w = WORDS.en;
  await openSignInWithProviders(page, backendUrl, '/login', w);
  await expect(page.getByRole('link', { name: /^Continue with / })).toHaveText([w.google, w.microsoft, w.github]);

  await page.getByRole('link', { name: w.microsoft }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/microsoft/redirect');
  await expect(page.getByRole('heading', { level: 1, name: 'Continue with Microsoft' })).toBeVisible(ARRIVE);
  await page.getByRole('button', { name: 'Continue as Ada Admin' }).click(ARRIVE);

  // Back on the sign-in page with the session set: an administrator's role leads to the dashboard.
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(ARRIVE);
  await expect(page.getByRole('button', { name: /^Account menu of Ada Admin/ })).toBeVisible();
});

test('a cancelled consent says so on the sign-in page, which keeps the redirect_path', demoOnly, async ({ page, backendUrl }) => {
  const w = WORDS.en;
  await openSignInWithProviders(page, backendUrl, '/login?redirect_path=%2Fcheckout', w);
  await page.getByRole('link', { name: w.google }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/google/redirect' && url.searchParams.get('redirect_path') === '/checkout');
  await page.getByRole('button', { name: w.cancel, exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('social_error') === 'cancelled');
  await expect(page.getByRole('alert').filter({ hasText: w.cancelled })).toBeVisible(ARRIVE);
  await expect(page.getByRole('link', { name: w.google })).toBeVisible();
  await expect(page.getByRole('button', { name: w.signIn, exact: true })).toBeVisible();
});

test('a signed-in person connects a provider from the profile and comes back to it', demoOnly, async ({ page, backendUrl }) => {
  test.slow();
  await signIn(page, 'user2@example.com');
  await expect(page.getByRole('button', { name: /Gus Globex/ })).toBeVisible();
  await mockControl(page, backendUrl, 'POST', 'features', { name: 'social-login', enabled: true });
  await page.goto('/admin/profile');
  await page.getByRole('link', { name: 'Connect GitHub' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/github/redirect' && url.searchParams.get('connect') === '1');
  await page.getByRole('button', { name: 'Continue as Gus Globex' }).click(ARRIVE);

  await expect(page).toHaveURL((url) => url.pathname === '/admin/profile' && url.searchParams.get('social_connected') === 'github');
  await expect(page.getByText('GitHub is connected: you can sign in with it.')).toBeVisible(ARRIVE);
  await expect(page.getByRole('button', { name: 'Disconnect GitHub' })).toBeVisible();
});

test('production has no demo consent page: the backend serves the redirect @prod-only', async ({ page }) => {
  await page.goto('/auth/google/redirect?redirect_path=%2F');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue as / })).toHaveCount(0);
});

for (const language of ['en', 'fr'] as const) {
  const w = WORDS[language];
  test(`axe (${language}): the sign-in page with its buttons, the consent page, the profile's connected accounts`, demoOnly, async ({ page, backendUrl }) => {
    test.setTimeout(180_000);
    await openSignInWithProviders(page, backendUrl, '/login?social_error=cancelled', w);
    await expect(page.getByRole('alert').filter({ hasText: w.cancelled })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: w.github }).click();
    await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Continue with GitHub' : 'Continuer avec GitHub' })).toBeVisible(ARRIVE);
    await expect(page.getByRole('button', { name: w.cancel, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Uma (GitHub and Google connected, a user: lands on the landing page), then her profile.
    await page.getByRole('button', { name: language === 'en' ? 'Continue as Uma User' : 'Continuer en tant que Uma User' }).click(ARRIVE);
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '' || url.pathname === '/fr');
    // In the app, not by a full load (each starts the demo's worker again).
    await page.getByRole('button', { name: w.accountMenu }).click(ARRIVE);
    await page.getByRole('link', { name: w.profile, exact: true }).click();
    const section = page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: w.connected }) });
    await expect(section.getByRole('button', { name: w.disconnectGitHub })).toBeVisible(ARRIVE);
    await expect(section.getByRole('link', { name: w.connectMicrosoft })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
