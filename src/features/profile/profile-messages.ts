import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages({
  currentPassword: { id: 'profile.field.currentPassword', defaultMessage: 'Current password' },
  emailChangeHint: { id: 'profile.field.emailChangeHint', defaultMessage: 'If you change it, you will be asked to verify the new address.' },
});
