// A part of the page whose code failed to load (the cart panel, any lazily loaded widget) says so
// in its own place, with Retry; the rest of the page and what was typed in it stay. Plain
// elements (no antd): such parts sit on the light public pages too.
import { Component, useEffect, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { browserLocation } from '@/lib/browser';
import { explainChunkFailure, type ChunkFailureCause } from './chunk-failure';
import { errorMessages, isChunkLoadError } from './error-messages';

export const chunkMessages = defineMessages({
  network: { id: 'errors.chunk.network', defaultMessage: 'Part of the app could not be loaded. Check your connection and try again.' },
  newVersionText: {
    id: 'errors.chunk.newVersion.text',
    defaultMessage: 'The app was updated since this page was opened. Reload to continue with the new version.',
  },
  close: { id: 'errors.chunk.close', defaultMessage: 'Close' },
});

/** Why the code failed to load: undefined while the app asks the server which build it serves. */
export function useChunkFailureCause(): ChunkFailureCause | undefined {
  const [cause, setCause] = useState<ChunkFailureCause>();
  useEffect(() => {
    let current = true;
    void explainChunkFailure().then((found) => current && setCause(found));
    return () => {
      current = false;
    };
  }, []);
  return cause;
}

export interface ChunkErrorNoticeProps {
  onRetry: () => void;
  /** Puts the part away (a panel the user opened), when it has a close of its own. */
  onClose?: () => void;
  /** Over the page, by the control that opened it (for a part that would have been an overlay). */
  floating?: boolean;
}

export function ChunkErrorNotice({ onRetry, onClose, floating = false }: ChunkErrorNoticeProps) {
  const intl = useIntl();
  const cause = useChunkFailureCause();
  if (!cause) return null;
  const newVersion = cause === 'new-version';
  return (
    <div role="alert" className={floating ? 'l-card l-chunk-failure l-chunk-failure--floating' : 'l-card l-chunk-failure'}>
      {newVersion ? (
        <>
          <strong>{intl.formatMessage(errorMessages.chunkTitle)}</strong>
          <p>{intl.formatMessage(chunkMessages.newVersionText)}</p>
        </>
      ) : (
        <p>{intl.formatMessage(chunkMessages.network)}</p>
      )}
      <div className="l-chunk-failure__actions">
        <button type="button" className="l-button l-button--primary" onClick={newVersion ? () => browserLocation.reload() : onRetry}>
          {intl.formatMessage(newVersion ? errorMessages.reload : errorMessages.retry)}
        </button>
        {onClose && (
          <button type="button" className="l-button" onClick={onClose}>
            {intl.formatMessage(chunkMessages.close)}
          </button>
        )}
      </div>
    </div>
  );
}

interface ChunkBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  onClose?: () => void;
  floating?: boolean;
}

/**
 * Catches a failed code load below it and shows the notice in its place. Any other error goes on
 * to the route's error page, as before.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.setState({ error: undefined });
    this.props.onRetry();
  };

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ChunkErrorNotice onRetry={this.retry} onClose={this.props.onClose} floating={this.props.floating} />;
  }
}
