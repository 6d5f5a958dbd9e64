// Listens for the app-level chunk-error event and offers a reload instead of a broken page. Plain
// elements (no antd): it sits at the root, on every page, including the light public ones.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { browserLocation } from '@/lib/browser';
import { errorMessages } from './error-messages';

export const CHUNK_ERROR_EVENT = 'lunch:chunk-error';

export function ChunkErrorNotice() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => setShown(true);
    window.addEventListener(CHUNK_ERROR_EVENT, show);
    return () => window.removeEventListener(CHUNK_ERROR_EVENT, show);
  }, []);
  if (!shown) return null;
  return (
    <div role="alert" className="l-card l-notice">
      <strong>{intl.formatMessage(errorMessages.chunkTitle)}</strong>
      <p>{intl.formatMessage(errorMessages.chunkText)}</p>
      <button type="button" className="l-button l-button--primary" onClick={() => browserLocation.reload()}>
        {intl.formatMessage(errorMessages.reload)}
      </button>
    </div>
  );
}
