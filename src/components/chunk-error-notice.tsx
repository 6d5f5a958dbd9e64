// Listens for the app-level chunk-error event and offers a reload instead of a broken page.
import { Button } from 'antd';
import { App } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { browserLocation } from '@/lib/browser';
import { errorMessages } from './error-messages';

export const CHUNK_ERROR_EVENT = 'lunch:chunk-error';

export function ChunkErrorNotice() {
  const intl = useIntl();
  const { notification } = App.useApp();
  useEffect(() => {
    const show = () =>
      notification.warning({
        key: CHUNK_ERROR_EVENT,
        title: intl.formatMessage(errorMessages.chunkTitle),
        description: intl.formatMessage(errorMessages.chunkText),
        duration: 0,
        actions: (
          <Button type="primary" size="small" onClick={() => browserLocation.reload()}>
            {intl.formatMessage(errorMessages.reload)}
          </Button>
        ),
      });
    window.addEventListener(CHUNK_ERROR_EVENT, show);
    return () => window.removeEventListener(CHUNK_ERROR_EVENT, show);
  }, [intl, notification]);
  return null;
}
