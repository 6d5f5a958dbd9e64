// An inline error for a failed call; a network failure gets a working Retry.
import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import { NetworkError, PasswordConfirmationCanceled, ValidationError } from '@/api/errors';
import { ErrorDescription } from './error-description';
import { describeError, errorMessages } from './error-messages';

/** For a 422: 'Validation failed', with the messages no form field shows. */
function validationSummary(error: ValidationError): string | undefined {
  return Object.values(error.fieldErrors).flat().join(' ') || undefined;
}

interface Props {
  error: unknown;
  /** Shown as the title; the detail is the error itself. */
  title?: string;
  onRetry?: () => void;
}

export function ErrorAlert({ error, title, onRetry }: Props) {
  const intl = useIntl();
  // A canceled password confirmation is no failure: the user chose not to go on.
  if (error instanceof PasswordConfirmationCanceled) return null;
  const validation = error instanceof ValidationError;
  const detail = validation ? validationSummary(error) : describeError(error, intl);
  // The same words, with the support address as a link where the sentence names the administrator.
  const shown = validation || detail === undefined ? detail : <ErrorDescription error={error} />;
  const heading = title ?? (validation ? intl.formatMessage(errorMessages.validationFailed) : shown);
  const canRetry = onRetry && error instanceof NetworkError;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={heading}
      description={title === undefined ? (validation ? detail : undefined) : title !== detail ? shown : undefined}
      action={
        canRetry ? (
          <Button size="small" onClick={onRetry}>
            {intl.formatMessage(errorMessages.retry)}
          </Button>
        ) : undefined
      }
    />
  );
}
