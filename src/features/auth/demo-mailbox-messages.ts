import { defineMessage, defineMessages } from 'react-intl';

export const mailboxMessages = defineMessages({
  title: { id: 'demoMailbox.title', defaultMessage: 'Demo mailbox' },
  demo: { id: 'demoMailbox.demo', defaultMessage: 'Demo' },
  intro: {
    id: 'demoMailbox.intro',
    defaultMessage: 'The mail the demo’s backend has sent, newest first. In a real deployment it goes to each person’s inbox.',
  },
  open: { id: 'demoMailbox.open', defaultMessage: 'Open the demo mailbox' },
  follow: { id: 'demoMailbox.follow', defaultMessage: 'Open the link' },
  refresh: { id: 'demoMailbox.refresh', defaultMessage: 'Refresh' },
  empty: { id: 'demoMailbox.empty', defaultMessage: 'No mail yet. Sign up, ask for a password reset or notify a bill, then look again.' },
  loadFailed: { id: 'demoMailbox.loadFailed', defaultMessage: 'The mailbox could not be read' },
  linkFailed: { id: 'demoMailbox.linkFailed', defaultMessage: 'The link did not work' },
  expired: { id: 'demoMailbox.expired', defaultMessage: 'This link has expired or is no longer valid. Ask for a new one.' },
});

export const mailToMessage = defineMessage<{ address: string }>({ id: 'demoMailbox.to', defaultMessage: 'To: {address}' });
