// The words of social sign-in shared by the sign-in and sign-up pages, the profile's connected
// accounts and the demo's consent page: the provider button, and each error code the backend's
// callback comes back with (lib/social-login.ts), for a sign-in and for a connection.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { SocialErrorCode } from '@/lib/social-login';

export const continueWith = defineMessage<{ provider: string }>({ id: 'social.continueWith', defaultMessage: 'Continue with {provider}' });

/** After a sign-in through a provider that did not happen. */
export const signInErrors: Record<SocialErrorCode, MessageDescriptor> = defineMessages({
  cancelled: { id: 'social.signInError.cancelled', defaultMessage: 'You cancelled at the provider: you are not signed in.' },
  email_taken: {
    id: 'social.signInError.emailTaken',
    defaultMessage: 'An account already uses this e-mail address. Sign in with your password, then connect the provider from your profile.',
  },
  not_allowed: { id: 'social.signInError.notAllowed', defaultMessage: 'This provider account may not sign in here. Ask your administrator.' },
  registration_closed: {
    id: 'social.signInError.registrationClosed',
    defaultMessage: 'No account uses this e-mail address, and new accounts cannot be created here.',
  },
  unverified_email: {
    id: 'social.signInError.unverifiedEmail',
    defaultMessage: 'The provider has not verified this e-mail address. Verify it there, then try again.',
  },
});

/** After connecting a provider from the profile, when it did not happen (registration_closed cannot). */
export const connectErrors: Record<SocialErrorCode, MessageDescriptor> = {
  ...signInErrors,
  ...defineMessages({
    cancelled: { id: 'social.connectError.cancelled', defaultMessage: 'You cancelled at the provider: nothing was connected.' },
    email_taken: { id: 'social.connectError.emailTaken', defaultMessage: 'This provider account is already connected to another account.' },
  }),
};
