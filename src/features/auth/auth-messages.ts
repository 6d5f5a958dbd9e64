import { defineMessages } from 'react-intl';

/** Messages shared by the auth pages. */
export const authMessages = defineMessages({
  backToSignIn: { id: 'auth.link.backToSignIn', defaultMessage: 'Back to sign in' },
});
