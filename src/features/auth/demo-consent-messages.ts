import { defineMessage, defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  demo: { id: 'demoConsent.demo', defaultMessage: 'Demo' },
  cancel: { id: 'demoConsent.cancel', defaultMessage: 'Cancel' },
  people: { id: 'demoConsent.people', defaultMessage: 'Choose an account' },
  errors: { id: 'demoConsent.errors', defaultMessage: 'Or come back with an error' },
  errorsHint: {
    id: 'demoConsent.errorsHint',
    defaultMessage: 'Each answer a backend may give instead of signing in, as the sign-in page then shows it.',
  },
  signsIn: { id: 'demoConsent.outcome.signsIn', defaultMessage: 'Signs in to the account connected to it.' },
  createsAccount: { id: 'demoConsent.outcome.createsAccount', defaultMessage: 'No account yet: one is created (registration is on).' },
  connects: { id: 'demoConsent.outcome.connects', defaultMessage: 'Is connected to your account.' },
  loadFailed: { id: 'demoConsent.loadFailed', defaultMessage: 'The demo provider could not be read' },
  failed: { id: 'demoConsent.failed', defaultMessage: 'The demo could not come back from the provider' },
});

export const consentTitle = defineMessage<{ provider: string }>({ id: 'demoConsent.title', defaultMessage: 'Continue with {provider}' });
export const consentIntro = defineMessage<{ provider: string }>({
  id: 'demoConsent.intro',
  defaultMessage: 'In the demo this page stands in for {provider}: a real backend sends you to {provider}’s own page, which asks who you are and whether to share your name and e-mail address.',
});
export const connectIntro = defineMessage<{ provider: string }>({
  id: 'demoConsent.connectIntro',
  defaultMessage: 'Choose the {provider} account to connect to the account you are signed in with.',
});
export const continueAs = defineMessage<{ name: string }>({ id: 'demoConsent.continueAs', defaultMessage: 'Continue as {name}' });
export const comesBackWith = defineMessage<{ code: string }>({ id: 'demoConsent.comesBackWith', defaultMessage: 'Comes back with the error “{code}”.' });
export const errorButton = defineMessage<{ code: string }>({ id: 'demoConsent.errorButton', defaultMessage: 'Come back with “{code}”' });
