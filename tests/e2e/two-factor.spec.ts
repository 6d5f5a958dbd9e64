// Two-factor sign-in end to end (the production build against the mock HTTP server, real cookies and
// CSRF across origins): twofactor@example.com's authenticator code is computed here from the seed's
// secret with the mock's own TOTP function, as the person's app would.
import { SEED_TWO_FACTOR_SECRET } from '../../mocks/db/seed';
import { totp, totpAtStep, totpStep } from '../../mocks/totp';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, test } from './support/fixtures';

const inProd = { tag: '@prod-only' };

const WORDS = {
  en: {
    prefix: '',
    email: 'E-mail address',
    password: 'Password',
    signIn: 'Sign in',
    step: 'Two-factor authentication',
    code: 'Authentication code',
    verify: 'Verify and sign in',
    invalid: 'The provided two factor authentication code was invalid.',
  },
  fr: {
    prefix: '/fr',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    step: 'Authentification à deux facteurs',
    code: 'Code d’authentification',
    verify: 'Vérifier et se connecter',
    invalid: "Le code d'authentification à deux facteurs fourni est invalide.",
  },
} as const;

/** Six digits no step of the accepted window gives now. */
async function wrongCode(): Promise<string> {
  const step = totpStep(Date.now());
  const valid = await Promise.all([-1, 0, 1].map((offset) => totpAtStep(SEED_TWO_FACTOR_SECRET, step + offset)));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
}

for (const language of ['en', 'fr'] as const) {
  const w = WORDS[language];

  test(`two-factor sign-in (${language}): the password, then the authenticator code`, inProd, async ({ page }) => {
    await page.goto(`${w.prefix}/login`);
    await page.getByLabel(w.email).fill('twofactor@example.com');
    await page.getByLabel(w.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: w.signIn, exact: true }).click();

    await expect(page.getByRole('heading', { level: 2, name: w.step })).toBeVisible();
    const field = page.getByLabel(w.code);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    // The page at rest: the pointer, left where Sign in was, may rest on a text button in its hover colour.
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page);

    // A wrong code: Fortify's message, in the page's language, on the field.
    await field.fill(await wrongCode());
    await page.getByRole('button', { name: w.verify }).click();
    await expect(field).toHaveAccessibleDescription(w.invalid);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page);

    // The code as the app shows it, in two groups.
    const code = await totp(SEED_TWO_FACTOR_SECRET, Date.now());
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole('button', { name: w.verify }).click();
    // The role's landing (user: /, /fr in French), as after any sign-in.
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === w.prefix);
    await expect(page.getByRole('button', { name: /Theo Twofactor/ })).toBeVisible();
  });
}
