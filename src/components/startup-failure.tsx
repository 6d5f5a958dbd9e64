// Shown when the app cannot start: a broken configuration, or the backend out of reach.
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { NetworkError } from '@/api/errors';
import { ConfigError } from '@/lib/config';
import { describeError, errorMessages } from './error-messages';
import { StatusPage } from './status-page';

export function StartupFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  if (error instanceof ConfigError) {
    return (
      <StatusPage status="error" title={intl.formatMessage(errorMessages.configTitle)} subTitle={intl.formatMessage(errorMessages.configText)}>
        <ul>
          {error.problems.map((problem) => (
            <li key={problem}>
              <code>{problem}</code>
            </li>
          ))}
        </ul>
      </StatusPage>
    );
  }
  return (
    <StatusPage
      status={error instanceof NetworkError ? 'warning' : '500'}
      title={describeError(error, intl)}
      extra={
        <Button type="primary" onClick={onRetry}>
          {intl.formatMessage(errorMessages.retry)}
        </Button>
      }
    />
  );
}
