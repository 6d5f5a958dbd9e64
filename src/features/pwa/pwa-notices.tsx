// The app's connection and version notices: an offline banner (what still works), and "a new
// version is available — reload" when the PWA worker has one waiting. Plain elements: on every page.
import { useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSession } from '@/stores/session';
import { usePwa } from './pwa-state';

const messages = defineMessages({
  offline: { id: 'pwa.offline', defaultMessage: 'You are offline. Menus you have seen stay visible; ordering needs a connection.' },
  serverUnreachable: {
    id: 'pwa.serverUnreachable',
    defaultMessage: 'The server cannot be reached. You are shown as last signed in; saving and ordering need the server.',
  },
  updateTitle: { id: 'pwa.update.title', defaultMessage: 'Update available' },
  updateText: { id: 'pwa.update.text', defaultMessage: 'A new version of the app is ready.' },
  reload: { id: 'pwa.update.reload', defaultMessage: 'Reload' },
});

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

export function PwaNotices() {
  const intl = useIntl();
  const online = useOnline();
  // The browser may be online while the backend is not: the user shown is then the last known one.
  const sessionFromSnapshot = useSession((state) => state.offline);
  const { updateReady, update } = usePwa();
  return (
    <>
      {(!online || sessionFromSnapshot) && (
        <div role="status" className="l-offline">
          {intl.formatMessage(online ? messages.serverUnreachable : messages.offline)}
        </div>
      )}
      {updateReady && (
        <div role="alert" className="l-card l-notice">
          <strong>{intl.formatMessage(messages.updateTitle)}</strong>
          <p>{intl.formatMessage(messages.updateText)}</p>
          <button type="button" className="l-button l-button--primary" onClick={update}>
            {intl.formatMessage(messages.reload)}
          </button>
        </div>
      )}
    </>
  );
}
