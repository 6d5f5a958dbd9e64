// When the menus cannot be loaded: what happened and a Retry, in the page (plain elements).
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { NetworkError } from '@/api/errors';
import { errorMessages } from '@/components/error-messages';

export function LandingError({ error, reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <div role="alert" className="l-card l-empty">
      <p>{intl.formatMessage(error instanceof NetworkError ? errorMessages.network : errorMessages.serverErrorTitle)}</p>
      <button type="button" className="l-button l-button--primary" onClick={retry}>
        {intl.formatMessage(errorMessages.retry)}
      </button>
    </div>
  );
}
