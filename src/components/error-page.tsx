// The error pages (spec §2, §8): 404 'Page Not Found'; anything else 'Internal Server Error';
// a network failure offers Retry; a page whose code failed to load says whether the network
// failed (Retry) or a new version is out (Reload).
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { HttpError, NetworkError } from '@/api/errors';
import { browserLocation } from '@/lib/browser';
import { landingPath } from '@/lib/configured-paths';
import { chunkMessages, useChunkFailureCause } from './chunk-error-notice';
import { ErrorDescription } from './error-description';
import { describeError, errorMessages, isChunkLoadError } from './error-messages';
import { LinkButton } from './link-button';
import { StatusPage } from './status-page';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  const intl = useIntl();
  usePageTitle(errorMessages.pageNotFound);
  return (
    <StatusPage
      status="404"
      title={intl.formatMessage(errorMessages.notFoundTitle)}
      subTitle={intl.formatMessage(errorMessages.notFoundText)}
      extra={
        <LinkButton type="primary" to={landingPath()}>
          {intl.formatMessage(errorMessages.goHome)}
        </LinkButton>
      }
    />
  );
}

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  usePageTitle(errorMessages.serverErrorTitle);
  if (error instanceof HttpError && error.status === 404) return <NotFoundPage />;
  const retry = () => {
    reset();
    void router.invalidate();
  };
  if (isChunkLoadError(error)) return <ChunkErrorPage onRetry={retry} />;
  const network = error instanceof NetworkError;
  return (
    <StatusPage
      status={network ? 'warning' : '500'}
      title={network ? describeError(error, intl) : intl.formatMessage(errorMessages.serverErrorTitle)}
      subTitle={network ? undefined : error instanceof HttpError ? <ErrorDescription error={error} /> : intl.formatMessage(errorMessages.serverErrorText)}
      extra={
        <Button type="primary" onClick={retry}>
          {intl.formatMessage(errorMessages.retry)}
        </Button>
      }
    />
  );
}

/** A page whose code failed to load: the network (Retry) or a new version (Reload), once known. */
function ChunkErrorPage({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const cause = useChunkFailureCause();
  if (!cause) return null;
  if (cause === 'network') {
    return (
      <StatusPage
        status="warning"
        title={intl.formatMessage(chunkMessages.network)}
        extra={
          <Button type="primary" onClick={onRetry}>
            {intl.formatMessage(errorMessages.retry)}
          </Button>
        }
      />
    );
  }
  return (
    <StatusPage
      status="warning"
      title={intl.formatMessage(errorMessages.chunkTitle)}
      subTitle={intl.formatMessage(chunkMessages.newVersionText)}
      extra={
        <Button type="primary" onClick={() => browserLocation.reload()}>
          {intl.formatMessage(errorMessages.reload)}
        </Button>
      }
    />
  );
}
