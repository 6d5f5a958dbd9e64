// The error pages (spec §2, §8): 404 'Page Not Found'; anything else 'Internal Server Error';
// a network failure offers Retry and a failed chunk offers Reload.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { HttpError, NetworkError } from '@/api/errors';
import { browserLocation } from '@/lib/browser';
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
        <LinkButton type="primary" to="/">
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
  if (isChunkLoadError(error)) {
    return (
      <StatusPage
        status="warning"
        title={intl.formatMessage(errorMessages.chunkTitle)}
        subTitle={intl.formatMessage(errorMessages.chunkText)}
        extra={
          <Button type="primary" onClick={() => browserLocation.reload()}>
            {intl.formatMessage(errorMessages.reload)}
          </Button>
        }
      />
    );
  }
  const retry = () => {
    reset();
    void router.invalidate();
  };
  const network = error instanceof NetworkError;
  return (
    <StatusPage
      status={network ? 'warning' : '500'}
      title={network ? describeError(error, intl) : intl.formatMessage(errorMessages.serverErrorTitle)}
      subTitle={network ? undefined : error instanceof HttpError ? describeError(error, intl) : intl.formatMessage(errorMessages.serverErrorText)}
      extra={
        <Button type="primary" onClick={retry}>
          {intl.formatMessage(errorMessages.retry)}
        </Button>
      }
    />
  );
}
