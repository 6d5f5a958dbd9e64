// The bell's panel: the newest alerts in the reader's language with when they came, the unread
// ones marked; each leads to what it is about and is marked read on the way (should that fail, it
// stays unread); "Mark all as read"; and the way to the whole history. A failed read says why with
// Try again; a failed "Mark all as read" says so and the alerts stay as they were. A disclosure beside the bell (Escape or a click outside closes
// it, see use-disclosure.ts), so the page stays usable around it.
import { Link } from '@tanstack/react-router';
import { useId, useState, type CSSProperties } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { AppNotification } from '@/api/models';
import { describeError } from '@/components/error-messages';
import { useAlerts } from '@/stores/alerts';
import { alertComment, alertPath, alertText, NOTIFICATIONS_PAGE, statusComment } from './alert-wording';
import { markAlertRead, markAllAlertsRead, refreshAlerts } from './alerts-runner';
import { fullTime, relativeTime } from './relative-time';

export const panelMessages = defineMessages({
  title: { id: 'alerts.panel.title', defaultMessage: 'Notifications' },
  markAll: { id: 'alerts.panel.markAll', defaultMessage: 'Mark all as read' },
  seeAll: { id: 'alerts.panel.seeAll', defaultMessage: 'See all notifications' },
  empty: { id: 'alerts.panel.empty', defaultMessage: 'No notifications yet.' },
  loading: { id: 'alerts.panel.loading', defaultMessage: 'Loading notifications…' },
  unread: { id: 'alerts.unreadMarker', defaultMessage: 'Unread:' },
  loadFailed: { id: 'alerts.panel.loadFailed', defaultMessage: 'Notifications could not be loaded.' },
  tryAgain: { id: 'alerts.panel.tryAgain', defaultMessage: 'Try again' },
  markFailed: { id: 'alerts.markFailed', defaultMessage: 'The notification could not be marked as read.' },
  markAllFailed: { id: 'alerts.markAllFailed', defaultMessage: 'The notifications could not be marked as read.' },
});

/** One alert: its sentence (a link to what it is about), the staff's comment, when it came. */
export function AlertEntry({ alert, onOpen }: { alert: AppNotification; onOpen: () => void }) {
  const intl = useIntl();
  const comment = alertComment(alert);
  const unread = alert.read_at === null;
  return (
    <div className="alerts-entry" data-unread={unread || undefined}>
      <Link className="alerts-entry__link" to={alertPath(alert)} onClick={onOpen}>
        {unread && <span className="l-visually-hidden">{intl.formatMessage(panelMessages.unread)} </span>}
        {alertText(intl, alert)}
      </Link>
      {comment && <span className="alerts-entry__comment">{intl.formatMessage(statusComment, { comment })}</span>}
      <time className="alerts-entry__time" dateTime={alert.created_at} title={fullTime(intl, alert.created_at)}>
        {relativeTime(intl, alert.created_at)}
      </time>
    </div>
  );
}

interface Failure {
  message: MessageDescriptor;
  error: unknown;
}

export interface AlertsPanelProps {
  id: string;
  style?: CSSProperties;
  /** Closes the panel as the user leaves for what an alert (or "See all") leads to. */
  onLeave: () => void;
}

export function AlertsPanel({ id, style, onLeave }: AlertsPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const { latest, unread, error, loaded } = useAlerts();
  const [failure, setFailure] = useState<Failure>();
  const [marking, setMarking] = useState(false);

  const open = (alert: AppNotification) => {
    // The panel closes as the user leaves: should the mark fail, the alert simply stays unread.
    void markAlertRead(alert).catch(() => undefined);
    onLeave();
  };
  const markAll = async () => {
    setFailure(undefined);
    setMarking(true);
    try {
      await markAllAlertsRead();
    } catch (reason) {
      setFailure({ message: panelMessages.markAllFailed, error: reason });
    } finally {
      setMarking(false);
    }
  };

  return (
    <section id={id} className="l-card alerts-panel" style={style} aria-labelledby={titleId}>
      <div className="alerts-panel__header">
        <h2 id={titleId} className="alerts-panel__title">
          {intl.formatMessage(panelMessages.title)}
        </h2>
        <button type="button" className="l-button l-button--link" disabled={marking || !unread} onClick={() => void markAll()}>
          {intl.formatMessage(panelMessages.markAll)}
        </button>
      </div>
      {failure && (
        <p role="alert" className="alerts-panel__failure">
          {intl.formatMessage(failure.message)} {describeError(failure.error, intl)}
        </p>
      )}
      {error !== undefined && (
        <div role="alert" className="alerts-panel__failure">
          <p>
            {intl.formatMessage(panelMessages.loadFailed)} {describeError(error, intl)}
          </p>
          <button type="button" className="l-button" onClick={() => refreshAlerts(true)}>
            {intl.formatMessage(panelMessages.tryAgain)}
          </button>
        </div>
      )}
      {!loaded && error === undefined && <p className="alerts-panel__note l-muted">{intl.formatMessage(panelMessages.loading)}</p>}
      {loaded && latest.length === 0 && <p className="alerts-panel__note l-muted">{intl.formatMessage(panelMessages.empty)}</p>}
      {latest.length > 0 && (
        <ul className="alerts-panel__list">
          {latest.map((alert) => (
            <li key={alert.id}>
              <AlertEntry alert={alert} onOpen={() => open(alert)} />
            </li>
          ))}
        </ul>
      )}
      <div className="alerts-panel__footer">
        <Link className="l-link" to={NOTIFICATIONS_PAGE} onClick={onLeave}>
          {intl.formatMessage(panelMessages.seeAll)}
        </Link>
      </div>
    </section>
  );
}
