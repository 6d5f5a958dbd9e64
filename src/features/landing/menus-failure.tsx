// When a day's menus cannot be loaded: said in the menus' place, so the title and the filters stay
// usable (another day may be in the offline cache). Offline, a day whose menus were never seen
// here is "not available offline"; otherwise the failure and a Retry. Loaded only when needed
// (landing-page.tsx): offline, the PWA worker has it precached.
import { useRouter } from '@tanstack/react-router';
import { defineMessages, useIntl } from 'react-intl';
import { NetworkError } from '@/api/errors';
import { errorMessages } from '@/components/error-messages';

const messages = defineMessages({
  offlineTitle: { id: 'landing.offline.title', defaultMessage: 'Not available offline' },
  offlineText: {
    id: 'landing.offline.text',
    defaultMessage: 'The menus of this day were not seen on this device while it was online, so they cannot be shown now. Choose a day you have seen, or try again once you are back online.',
  },
});

export function MenusFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  const router = useRouter();
  const network = error instanceof NetworkError;
  const offline = network && !navigator.onLine;
  return (
    <div role="alert" className="l-card l-empty">
      {offline ? (
        <>
          <p>
            <strong>{intl.formatMessage(messages.offlineTitle)}</strong>
          </p>
          <p>{intl.formatMessage(messages.offlineText)}</p>
        </>
      ) : (
        <p>{intl.formatMessage(network ? errorMessages.network : errorMessages.serverErrorTitle)}</p>
      )}
      <button type="button" className="l-button l-button--primary" onClick={() => void router.invalidate()}>
        {intl.formatMessage(errorMessages.retry)}
      </button>
    </div>
  );
}
