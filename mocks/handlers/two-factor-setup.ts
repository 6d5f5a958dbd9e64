// Fortify's password confirmation and two-factor management routes (the `twoFactorAuthentication`
// feature with `confirm` and `confirmPassword`): each management route is behind `auth` and
// `password.confirm`, so it answers 423 until the password was confirmed within the timeout.
import type { HttpHandler } from 'msw';
import { now, timestamp } from '../clock';
import { touchUser } from '../db/users';
import { translate } from '../messages';
import { isPasswordConfirmed, requirePasswordConfirmation, stampPasswordConfirmed } from '../password-confirmation';
import { qrCodeSvg } from '../qr-code';
import { emptyJsonString, json, notFound } from '../responses';
import { route, type RouteContext } from '../route';
import {
  disableTwoFactor, enableTwoFactor, recoveryCodes, regenerateRecoveryCodes, twoFactorQrCodeUrl, verifyTwoFactorCode,
} from '../two-factor';
import { fail, isEmpty } from '../validation';

/** A management route: `auth` (the route's access), then `password.confirm`, then the controller. */
function confirmed(resolver: (context: RouteContext<'auth'>) => Response | Promise<Response>) {
  return (context: RouteContext<'auth'>) => {
    requirePasswordConfirmation(context);
    return resolver(context);
  };
}

export function twoFactorSetupHandlers(): HttpHandler[] {
  return [
    // ConfirmedPasswordStatusController (auth only): `seconds` overrides the timeout.
    route('get', '/auth/user/confirmed-password-status', 'auth', (context) => {
      const seconds = Number(context.url.searchParams.get('seconds') ?? Number.NaN);
      const confirmed = Number.isFinite(seconds) ? isPasswordConfirmed(context, seconds) : isPasswordConfirmed(context);
      return json({ confirmed });
    }),

    // ConfirmablePasswordController::store: no validation rule, a missing password is a wrong one.
    route('post', '/auth/user/confirm-password', 'auth', async (context) => {
      const { password } = await context.input();
      if (typeof password !== 'string' || password !== context.user.password) {
        return fail('password', translate('passwordIncorrect', context.locale), context.locale);
      }
      stampPasswordConfirmed(context);
      return emptyJsonString(201); // PasswordConfirmedResponse
    }),

    // TwoFactorAuthenticationController::store: a new secret and codes, confirmed by the next route.
    route('post', '/auth/user/two-factor-authentication', 'auth', confirmed(({ user }) => {
      enableTwoFactor(user);
      touchUser(user);
      return emptyJsonString(200);
    })),

    route('delete', '/auth/user/two-factor-authentication', 'auth', confirmed(({ user }) => {
      disableTwoFactor(user);
      touchUser(user);
      return emptyJsonString(200);
    })),

    // ConfirmTwoFactorAuthentication: the same check as the challenge (a code is accepted once).
    route('post', '/auth/user/confirmed-two-factor-authentication', 'auth', confirmed(async ({ user, input, locale }) => {
      const { code } = await input();
      const secret = user.two_factor_secret;
      if (!secret || isEmpty(code) || !(await verifyTwoFactorCode(secret, String(code)))) {
        return fail('code', translate('twoFactorCode', locale), locale);
      }
      user.two_factor_confirmed_at = timestamp(now());
      touchUser(user);
      return emptyJsonString(200);
    })),

    // TwoFactorQrCodeController: [] without a secret.
    route('get', '/auth/user/two-factor-qr-code', 'auth', confirmed(({ user }) => {
      if (!user.two_factor_secret) return json([]);
      const url = twoFactorQrCodeUrl(user);
      return json({ svg: qrCodeSvg(url), url });
    })),

    route('get', '/auth/user/two-factor-secret-key', 'auth', confirmed(({ user }) =>
      user.two_factor_secret ? json({ secretKey: user.two_factor_secret }) : notFound('Two factor authentication has not been enabled.'),
    )),

    // RecoveryCodeController::index: [] without a secret or codes.
    route('get', '/auth/user/two-factor-recovery-codes', 'auth', confirmed(({ user }) =>
      json(user.two_factor_secret ? recoveryCodes(user) : []),
    )),

    route('post', '/auth/user/two-factor-recovery-codes', 'auth', confirmed(({ user }) => {
      regenerateRecoveryCodes(user);
      touchUser(user);
      return emptyJsonString(200);
    })),
  ];
}
