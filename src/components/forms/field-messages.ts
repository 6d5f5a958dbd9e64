import { defineMessage, defineMessages } from 'react-intl';

/** Labels and rule messages shared by forms. */
export const fieldMessages = defineMessages({
  email: { id: 'form.field.email', defaultMessage: 'E-mail address' },
  password: { id: 'form.field.password', defaultMessage: 'Password' },
  newPassword: { id: 'form.field.newPassword', defaultMessage: 'New password' },
  passwordConfirmation: { id: 'form.field.passwordConfirmation', defaultMessage: 'Confirm password' },
  firstName: { id: 'form.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'form.field.lastName', defaultMessage: 'Last name' },
  emailFormat: { id: 'form.field.emailFormat', defaultMessage: 'Please enter a valid e-mail address' },
  passwordMismatch: { id: 'form.field.passwordMismatch', defaultMessage: 'The two passwords do not match' },
});

export const PASSWORD_MIN_LENGTH = 8;

export const requiredMessage = defineMessage<{ field: string }>({ id: 'form.field.required', defaultMessage: 'Please enter your {field}' });
export const passwordLengthMessage = defineMessage<{ min: number }>({
  id: 'form.field.passwordLength',
  defaultMessage: 'Use at least {min} characters',
});
