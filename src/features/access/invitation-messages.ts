// The words of invitations on the admin pages (issue 28.4): the new-user page, a user's page.
import { defineMessage, defineMessages } from 'react-intl';

export const invitationMessages = defineMessages({
  intro: {
    id: 'access.invitation.intro',
    defaultMessage:
      'The new user gets an e-mail invitation to choose their own password. Its link works for 7 days; until they use it, the users list shows “Invitation pending”.',
  },
  introSuperAdmin: {
    id: 'access.invitation.introSuperAdmin',
    defaultMessage:
      'The new user gets an e-mail invitation to choose their own password; its link works for 7 days. To type a password for them instead, turn on “Set a password now instead” below.',
  },
  pendingTitle: { id: 'access.invitation.pendingTitle', defaultMessage: 'Invitation pending' },
  expiredTitle: { id: 'access.invitation.expiredTitle', defaultMessage: 'Invitation expired' },
  resend: { id: 'access.invitation.resend', defaultMessage: 'Send the invitation again' },
  withdraw: { id: 'access.invitation.withdraw', defaultMessage: 'Withdraw the invitation' },
  resendFailed: { id: 'access.invitation.resendFailed', defaultMessage: 'Failed to send the invitation again' },
  withdrawFailed: { id: 'access.invitation.withdrawFailed', defaultMessage: 'Failed to withdraw the invitation' },
  cancel: { id: 'access.invitation.cancel', defaultMessage: 'Keep the invitation' },
});

export const invitationValueMessages = {
  sent: defineMessage<{ email: string }>({ id: 'access.invitation.sent', defaultMessage: 'Invitation sent to {email}.' }),
  pendingText: defineMessage<{ name: string; email: string; sent: string; expires: string }>({
    id: 'access.invitation.pendingText',
    defaultMessage: '{name} has not chosen a password yet. The invitation went to {email} on {sent}; its link works until {expires}.',
  }),
  expiredText: defineMessage<{ name: string; email: string; sent: string; expires: string }>({
    id: 'access.invitation.expiredText',
    defaultMessage:
      '{name} did not choose a password in time: the link sent to {email} on {sent} stopped working on {expires}. Send the invitation again to give them a new link, valid for 7 days.',
  }),
  resent: defineMessage<{ email: string }>({
    id: 'access.invitation.resent',
    defaultMessage: 'Invitation sent again to {email}. The earlier link no longer works.',
  }),
  withdrawTitle: defineMessage<{ email: string }>({ id: 'access.invitation.withdrawTitle', defaultMessage: 'Withdraw the invitation to {email}?' }),
  withdrawText: defineMessage<{ name: string }>({
    id: 'access.invitation.withdrawText',
    defaultMessage:
      '{name} has never signed in, so their account is deleted with the invitation, and the link in their e-mail stops working. You can invite them again later.',
  }),
  withdrawn: defineMessage<{ name: string }>({ id: 'access.invitation.withdrawn', defaultMessage: 'Invitation withdrawn: {name} was removed.' }),
};
