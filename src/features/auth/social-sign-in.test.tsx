// The providers' buttons on the sign-in and sign-up pages (social-login feature), and what the
// backend's callback comes back with: social_error worded beside them, or a session already set.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/feature-tree';
import { SOCIAL_ERROR_CODES } from '@/lib/social-login';
import { setFeatureEnabled } from '../../../mocks/control';
import { currentHref, renderApp } from '../../../tests/setup/render-app';
import { TEST_BACKEND_URL } from '../../../tests/setup/test-config';

const BUTTONS = ['Continue with Google', 'Continue with Microsoft', 'Continue with GitHub'];

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('social sign-in buttons', () => {
  it('offers one button per provider under the form, each a link to its backend redirect with the redirect_path', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    await renderApp('/login?redirect_path=%2Fadmin%2Forders%3Fstatus%3DNEW');
    const links = await screen.findAllByRole('link', { name: /^Continue with / });
    expect(links.map((link) => link.textContent)).toEqual(BUTTONS);
    expect(hrefOf('Continue with Google')).toBe(`${TEST_BACKEND_URL}/auth/google/redirect?redirect_path=%2Fadmin%2Forders%3Fstatus%3DNEW`);
    expect(hrefOf('Continue with GitHub')).toBe(`${TEST_BACKEND_URL}/auth/github/redirect?redirect_path=%2Fadmin%2Forders%3Fstatus%3DNEW`);
    // Each with its mark, hidden from assistive technology (the text names the provider).
    for (const link of links) expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Under the form: after the Sign in button.
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(signIn.compareDocumentPosition(links[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a protocol-relative address', '//evil.example/steal'],
    ['a script', 'javascript:alert(1)'],
  ])('leaves out a redirect_path to %s (the open-redirect rules of sign-in)', async (_, target) => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    await renderApp(`/login?redirect_path=${encodeURIComponent(target)}`);
    await screen.findByRole('link', { name: 'Continue with Google' });
    expect(hrefOf('Continue with Google')).toBe(`${TEST_BACKEND_URL}/auth/google/redirect`);
  });

  it('shows no button, and ignores a social_error, with the feature off', async () => {
    await renderApp('/login?social_error=cancelled');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // The feature tree is read: give a lazy part a moment, then nothing is there.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /^Continue with / })).not.toBeInTheDocument();
    expect(screen.queryByText(/cancelled at the provider/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no button in token mode (the callback signs in with the session)', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    await renderApp('/login', { config: { authenticateWithToken: true } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /^Continue with / })).not.toBeInTheDocument();
  });

  it('offers them on the sign-up page too', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    await renderApp('/sign-up');
    const links = await screen.findAllByRole('link', { name: /^Continue with / });
    expect(links.map((link) => link.textContent)).toEqual(BUTTONS);
    expect(hrefOf('Continue with Microsoft')).toBe(`${TEST_BACKEND_URL}/auth/microsoft/redirect`);
  });

  it('ignores an unknown social_error (a link cannot put text on the page)', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    await renderApp('/login?social_error=Your%20account%20is%20locked');
    await screen.findByRole('link', { name: 'Continue with Google' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('comes back signed in: the sign-in page goes where redirect_path says, as after any sign-in', async () => {
    setFeatureEnabled(FEATURES.socialLogin, true);
    const { router } = await renderApp('/login?redirect_path=%2Fadmin%2Fprofile', { as: 'admin@example.com' });
    await waitFor(() => expect(currentHref(router)).toBe('/admin/profile'));
  });
});

const WORDING = {
  en: {
    cancelled: 'You cancelled at the provider: you are not signed in.',
    email_taken: 'An account already uses this e-mail address. Sign in with your password, then connect the provider from your profile.',
    not_allowed: 'This provider account may not sign in here. Ask your administrator.',
    registration_closed: 'No account uses this e-mail address, and new accounts cannot be created here.',
    unverified_email: 'The provider has not verified this e-mail address. Verify it there, then try again.',
  },
  fr: {
    cancelled: 'Vous avez annulé chez le fournisseur\u00a0: vous n’êtes pas connecté.',
    email_taken: 'Un compte utilise déjà cette adresse e-mail. Connectez-vous avec votre mot de passe, puis connectez le fournisseur depuis votre profil.',
    not_allowed: 'Ce compte du fournisseur ne peut pas se connecter ici. Adressez-vous à votre administrateur.',
    registration_closed: 'Aucun compte n’utilise cette adresse e-mail, et il n’est pas possible d’en créer ici.',
    unverified_email: 'Le fournisseur n’a pas vérifié cette adresse e-mail. Vérifiez-la chez lui, puis réessayez.',
  },
} as const;

describe('social_error on the sign-in page', () => {
  it.each((['en', 'fr'] as const).flatMap((locale) => SOCIAL_ERROR_CODES.map((code) => [locale, code] as const)))(
    '(%s) words %s beside the buttons, as an alert',
    async (locale, code) => {
      setFeatureEnabled(FEATURES.socialLogin, true);
      await renderApp(`/login?social_error=${code}`, { locale });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(WORDING[locale][code]);
      // Beside the buttons: in the same part of the page, just above them.
      const button = await within(alert.parentElement!).findAllByRole('link', { name: locale === 'en' ? /^Continue with / : /^Continuer avec / });
      expect(button).toHaveLength(3);
    },
  );
});
