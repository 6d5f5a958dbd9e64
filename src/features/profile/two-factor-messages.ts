import { defineMessages } from 'react-intl';

export const twoFactorSetupMessages = defineMessages({
  title: { id: 'profile.twoFactor.title', defaultMessage: 'Two-factor authentication' },
  offText: {
    id: 'profile.twoFactor.offText',
    defaultMessage: 'Two-factor authentication is off. Turn it on to sign in with your password and a code from an authenticator app on your phone.',
  },
  turnOn: { id: 'profile.twoFactor.turnOn', defaultMessage: 'Turn on two-factor authentication' },
  scan: {
    id: 'profile.twoFactor.scan',
    defaultMessage: 'Scan this QR code with your authenticator app, or type the setup key into it. Then enter the 6-digit code the app shows.',
  },
  qrAlt: { id: 'profile.twoFactor.qrAlt', defaultMessage: 'QR code to scan with your authenticator app' },
  setupKey: { id: 'profile.twoFactor.setupKey', defaultMessage: 'Setup key:' },
  onTag: { id: 'profile.twoFactor.onTag', defaultMessage: 'On' },
  code: { id: 'profile.twoFactor.code', defaultMessage: 'Authentication code' },
  confirm: { id: 'profile.twoFactor.confirm', defaultMessage: 'Confirm and turn on' },
  cancelSetup: { id: 'profile.twoFactor.cancelSetup', defaultMessage: 'Cancel' },
  onText: {
    id: 'profile.twoFactor.onText',
    defaultMessage: 'Two-factor authentication is on. When you sign in, you are asked for a code from your authenticator app.',
  },
  turnedOn: { id: 'profile.twoFactor.turnedOn', defaultMessage: 'Two-factor authentication is on.' },
  showCodes: { id: 'profile.twoFactor.showCodes', defaultMessage: 'Show recovery codes' },
  regenerate: { id: 'profile.twoFactor.regenerate', defaultMessage: 'Regenerate recovery codes' },
  regenerated: { id: 'profile.twoFactor.regenerated', defaultMessage: 'New recovery codes were made. The old ones no longer work.' },
  turnOff: { id: 'profile.twoFactor.turnOff', defaultMessage: 'Turn off two-factor authentication' },
  turnOffTitle: { id: 'profile.twoFactor.turnOffTitle', defaultMessage: 'Turn off two-factor authentication?' },
  turnOffText: {
    id: 'profile.twoFactor.turnOffText',
    defaultMessage: 'Signing in will ask only for your password. Your authenticator app and recovery codes will no longer work here.',
  },
  turnOffConfirm: { id: 'profile.twoFactor.turnOffConfirm', defaultMessage: 'Turn off' },
  keepOn: { id: 'profile.twoFactor.keepOn', defaultMessage: 'Keep it on' },
  turnedOff: { id: 'profile.twoFactor.turnedOff', defaultMessage: 'Two-factor authentication is off.' },
  codesTitle: { id: 'profile.twoFactor.codesTitle', defaultMessage: 'Recovery codes' },
  codesText: {
    id: 'profile.twoFactor.codesText',
    defaultMessage: 'Keep these codes in a safe place, such as a password manager. If you lose your phone, each code signs you in once.',
  },
  copy: { id: 'profile.twoFactor.copy', defaultMessage: 'Copy' },
  copied: { id: 'profile.twoFactor.copied', defaultMessage: 'The recovery codes were copied.' },
  copyRefused: {
    id: 'profile.twoFactor.copyRefused',
    defaultMessage: 'The browser did not allow copying to the clipboard. Download the codes or write them down instead.',
  },
  download: { id: 'profile.twoFactor.download', defaultMessage: 'Download (.txt)' },
  saved: { id: 'profile.twoFactor.saved', defaultMessage: 'I have saved them' },
  hide: { id: 'profile.twoFactor.hide', defaultMessage: 'Hide recovery codes' },
});
