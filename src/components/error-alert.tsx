// An inline error for a failed call; a network failure gets a working Retry.
import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import { NetworkError } from '@/api/errors';
import { describeError, errorMessages } from './error-messages';

interface Props {
  error: unknown;
  /** Shown as the title; the detail is the error itself. */
  title?: string;
  onRetry?: () => void;
}

export function ErrorAlert({ error, title, onRetry }: Props) {
  const intl = useIntl();
  const detail = describeError(error, intl);
  const canRetry = onRetry && error instanceof NetworkError;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title ?? detail}
      description={title && title !== detail ? detail : undefined}
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
