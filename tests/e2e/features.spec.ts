// The feature flag tree, end to end in English and French: the super admin switches registration
// off on /admin/settings/features, the sign-in page no longer offers sign-up, and it goes back on;
// axe on the list and on a feature's page.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const LOCALES = [
  {
    prefix: '', email: 'E-mail address', password: 'Password', signIn: 'Sign in', signOut: 'Sign out', createAccount: 'Create one',
    features: 'Features', registration: 'Registration', switchLabel: 'Enabled: Registration',
  },
  {
    prefix: '/fr', email: 'Adresse e-mail', password: 'Mot de passe', signIn: 'Se connecter', signOut: 'Se déconnecter', createAccount: 'Créez-en un',
    features: 'Fonctionnalités', registration: 'Inscription', switchLabel: 'Activée : Inscription',
  },
] as const;
type Texts = (typeof LOCALES)[number];
/** A page's first draw (a full load of the app) on a busy machine. */
const ARRIVE = { timeout: 45_000 };

async function signInAsSuperAdmin(page: Page, t: Texts) {
  await page.goto(`${t.prefix}/login`);
  await page.getByLabel(t.email).fill('superadmin@example.com');
  await page.getByLabel(t.password, { exact: true }).fill('password');
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, ARRIVE);
}

/** Switches registration on the list page and waits for the call to be done. */
async function switchRegistration(page: Page, t: Texts, on: boolean) {
  await page.goto(`${t.prefix}/admin/settings/features`);
  await expect(page.getByRole('heading', { level: 1, name: t.features })).toBeVisible(ARRIVE);
  const registration = page.getByRole('switch', { name: t.switchLabel });
  await expect(registration).toBeChecked({ checked: !on });
  await registration.click();
  await expect(registration).toBeChecked({ checked: on });
  await expect(registration).toBeEnabled();
}

// Once per language, each language in one project (as the catalogue journeys): en on the demo, fr
// on the production build.
const PROJECT_OF = { '': '@demo-only', '/fr': '@prod-only' } as const;

for (const t of LOCALES) {
  test(`the super admin switches registration off and on (${t.prefix || 'en'}) ${PROJECT_OF[t.prefix]}`, async ({ page }) => {
    test.setTimeout(180_000); // three full loads of the sign-in page, two sign-ins and two switches
    await page.goto(`${t.prefix}/login`);
    await expect(page.getByRole('link', { name: t.createAccount })).toBeVisible(ARRIVE);
    await signInAsSuperAdmin(page, t);

    await switchRegistration(page, t, false);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.registration, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.registration })).toBeVisible(ARRIVE);
    await expect(page.getByRole('switch', { name: t.switchLabel })).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Signed out, the sign-in page offers no sign-up (the demo's data stays in this page's storage).
    await page.getByRole('button', { name: /Sam Super/ }).click();
    await page.getByText(t.signOut).click();
    await expect(page.getByRole('button', { name: /Sam Super/ })).toHaveCount(0);
    await page.goto(`${t.prefix}/login`);
    await expect(page.getByRole('button', { name: t.signIn, exact: true })).toBeVisible(ARRIVE);
    await expect(page.getByRole('link', { name: t.createAccount })).toHaveCount(0);

    await signInAsSuperAdmin(page, t);
    await switchRegistration(page, t, true);
  });
}
