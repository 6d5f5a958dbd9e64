// Turning two-factor authentication on from the profile, end to end (the production build against
// the mock HTTP server: Fortify's password.confirm → 423, the password dialog, the QR code, the code),
// then signing in again with it. The authenticator's codes are computed here from the setup key the
// page shows, with the mock's own TOTP function, as the person's app would. In the demo, the demo
// accounts panel shows the code instead.
import type { Page } from '@playwright/test';
import { totpAtStep, totpStep } from '../../mocks/totp';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, mockControl, signIn, test } from './support/fixtures';

const WORDS = {
  en: {
    prefix: '',
    email: 'E-mail address',
    password: 'Password',
    signIn: 'Sign in',
    turnOn: 'Turn on two-factor authentication',
    dialog: 'Confirm your password to continue',
    confirm: 'Confirm',
    wrongPassword: 'The provided password was incorrect.',
    qr: 'QR code to scan with your authenticator app',
    setupKey: 'Setup key:',
    code: 'Authentication code',
    confirmCode: 'Confirm and turn on',
    codes: 'Recovery codes',
    saved: 'I have saved them',
    on: 'On',
    signInCode: 'Authentication code',
    verify: 'Verify and sign in',
  },
  fr: {
    prefix: '/fr',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    turnOn: 'Activer l’authentification à deux facteurs',
    dialog: 'Confirmez votre mot de passe pour continuer',
    confirm: 'Confirmer',
    wrongPassword: 'Le mot de passe fourni est incorrect.',
    qr: 'QR code à scanner avec votre application d’authentification',
    setupKey: 'Clé de configuration\u00a0:',
    code: 'Code d’authentification',
    confirmCode: 'Confirmer et activer',
    codes: 'Codes de récupération',
    saved: 'Je les ai enregistrés',
    on: 'Activée',
    signInCode: 'Code d’authentification',
    verify: 'Vérifier et se connecter',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The dialog on screen once antd's zoom has brought it in (its buttons move while it zooms). */
async function passwordDialog(page: Page, w: Words) {
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-modal:visible')).not.toHaveClass(/-zoom-/);
  return dialog;
}

/**
 * From the profile: "Turn on", the password dialog (a wrong password first, then the right one), the
 * QR code and setup key, the code of the key's current step. Gives back the setup key.
 */
async function turnOnTwoFactor(page: Page, w: Words, { axe = false } = {}): Promise<string> {
  const section = page.locator('#two-factor');
  await section.getByRole('button', { name: w.turnOn }).click();

  const dialog = await passwordDialog(page, w);
  const password = dialog.getByLabel(w.password);
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await expect(password).toBeFocused();
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
  await expect(password).toHaveAccessibleDescription(w.wrongPassword);
  // At rest: the Confirm button's loading state (faded) is over.
  await expect(dialog.locator('.ant-btn-loading')).toHaveCount(0);
  if (axe) await expectNoAxeViolations(page);
  await password.fill(DEMO_PASSWORD);
  // Its loading icon may linger in its name while the icon's exit motion runs (axe switched the modes).
  await dialog.getByRole('button', { name: new RegExp(`^(loading )?${w.confirm}$`) }).click();
  await expect(dialog).toBeHidden();

  // The QR code is an image whose address is the SVG Fortify sent; the key is for typing.
  const qr = section.getByRole('img', { name: w.qr });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(192);
  const key = (await section.locator('code').innerText()).replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16}$/);
  await expect(section.getByText(w.setupKey)).toBeVisible();
  if (axe) await expectNoAxeViolations(page);

  const code = await totpAtStep(key, totpStep(Date.now()));
  await section.getByLabel(w.code).fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await section.getByRole('button', { name: w.confirmCode }).click();
  await expect(section.getByRole('heading', { name: w.codes })).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(8);
  await expect(section.getByText(w.on, { exact: true })).toBeVisible();
  return key;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu of|Menu du compte de/ }).click();
  await page.getByRole('button', { name: /^(Sign out|Se déconnecter)$/ }).click();
}

test('a user turns two-factor authentication on after confirming their password, then signs in with a code', { tag: '@prod-only' }, async ({ page }) => {
  test.setTimeout(150_000); // three axe runs, each in both colour modes
  const w = WORDS.en;
  await signIn(page, 'user@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/admin/profile');
  const key = await turnOnTwoFactor(page, w, { axe: true });
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await page.locator('#two-factor').getByRole('button', { name: w.saved }).click();
  await expect(page.locator('#two-factor').getByRole('listitem')).toHaveCount(0);

  await signOut(page);
  await signIn(page, 'user@example.com');
  const field = page.getByLabel(w.signInCode);
  await expect(field).toBeFocused();
  // The code the app shows next: the one that confirmed is not accepted twice (Fortify's cache).
  await field.fill(await totpAtStep(key, totpStep(Date.now()) + 1));
  await page.getByRole('button', { name: w.verify }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: /Account menu of Uma User/ })).toBeVisible();
});

test('en français : la confirmation du mot de passe et l’activation', { tag: '@prod-only' }, async ({ page }) => {
  test.setTimeout(150_000); // three axe runs, each in both colour modes
  const w = WORDS.fr;
  await page.goto('/fr/login');
  await page.getByLabel(w.email).fill('user2@example.com');
  await page.getByLabel(w.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === '/fr');
  await page.goto('/fr/admin/profile');
  await turnOnTwoFactor(page, w, { axe: true });
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});

test('in the demo, a user who turned it on signs in with the code the demo accounts show', { tag: '@demo-only' }, async ({ page, backendUrl }) => {
  test.slow();
  const w = WORDS.en;
  await signIn(page, 'user@example.com');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/admin/profile');
  // The mock's clock stands still while the code confirms, then moves to the next code's step.
  const now = Date.now();
  await mockControl(page, backendUrl, 'POST', 'clock', { now: new Date(now).toISOString() });
  const key = await turnOnTwoFactor(page, w);
  await mockControl(page, backendUrl, 'POST', 'clock', { now: new Date(now + 30_000).toISOString() });
  await signOut(page);

  await page.goto('/login');
  const next = await totpAtStep(key, totpStep(now) + 1);
  const panel = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Use user@example.com' }) });
  await expect(panel.getByText(`Code now: ${next.slice(0, 3)} ${next.slice(3)}`)).toBeVisible();
  await signIn(page, 'user@example.com');
  await page.getByLabel(w.signInCode).fill(next);
  await page.getByRole('button', { name: w.verify }).click();
  await expect(page.getByRole('button', { name: /Account menu of Uma User/ })).toBeVisible();
  await mockControl(page, backendUrl, 'POST', 'clock', { now: null });
});
