// The bell in the header (the alerts feature): its accessible name says how many alerts are unread
// ("Notifications, 3 unread"), a badge shows the number, and it opens the panel of the newest ones
// (loaded when the pointer or the focus reaches it). Alerts that arrive while the app is open are
// said through the app's polite live region and shown for a few seconds beside the bell, without
// taking the focus. Plain elements: the bell sits in the public pages' header too.
import { Link } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { AppNotification } from '@/api/models';
import { announce } from '@/components/announce';
import { lazyPart } from '@/components/lazy-part';
import { useDisclosure } from '@/components/use-disclosure';
import { useAlerts } from '@/stores/alerts';
import { alertPath, alertText, NOTIFICATIONS_PAGE } from './alert-wording';
import { markAlertRead, onAlertsArrival, refreshAlerts, startAlerts } from './alerts-runner';
import './alerts.css';

const { Part: AlertsPanel, preload: loadPanel } = lazyPart(
  () => import('./alerts-panel'),
  (module) => module.AlertsPanel,
  { floating: true },
);

const labelMessage = defineMessage<{ count: number }>({
  id: 'alerts.bell.label',
  defaultMessage: 'Notifications, {count, plural, =0 {none unread} one {# unread} other {# unread}}',
});
const messages = defineMessages({
  label: { id: 'alerts.bell.labelUnknown', defaultMessage: 'Notifications' },
  close: { id: 'alerts.arrived.close', defaultMessage: 'Close' },
});
const arrivedOne = defineMessage<{ text: string }>({ id: 'alerts.arrived.one', defaultMessage: 'New notification: {text}' });
const arrivedMany = defineMessage<{ count: number }>({
  id: 'alerts.arrived.many',
  defaultMessage: '{count, plural, one {# new notification} other {# new notifications}}',
});

/** How long a new alert stays beside the bell. */
export const ARRIVAL_SHOWN_MS = 8000;
/** The panel's widest; on a narrow screen it keeps 8 px from each edge. */
const PANEL_WIDTH_PX = 384;

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2Z"
      />
    </svg>
  );
}

interface Arrival {
  text: string;
  /** The one alert that arrived (its link marks it read); none for several. */
  alert?: AppNotification;
}

/**
 * What just arrived, beside the bell for a few seconds; the live region says it. It stays while the
 * pointer or the focus is on it (it goes once they leave); closed from the keyboard, the focus goes
 * back to the bell.
 */
function ArrivalNote({ arrival, right, onHold, onClose }: {
  arrival: Arrival;
  right: number | undefined;
  onHold: (held: boolean) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const intl = useIntl();
  const { alert } = arrival;
  return (
    <div
      className="l-card alerts-arrival"
      style={{ right }}
      onPointerEnter={() => onHold(true)}
      onPointerLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && onHold(false)}
    >
      <Link
        className="alerts-arrival__link"
        to={alert ? alertPath(alert) : NOTIFICATIONS_PAGE}
        onClick={() => {
          if (alert) void markAlertRead(alert).catch(() => undefined); // the bell's count says if it stayed unread
          onClose(false);
        }}
      >
        {arrival.text}
      </Link>
      <button type="button" className="l-button l-button--link alerts-arrival__close" aria-label={intl.formatMessage(messages.close)} onClick={() => onClose(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function useArrivals() {
  const intl = useIntl();
  const [arrival, setArrival] = useState<Arrival>();
  const [held, setHeld] = useState(false);
  useEffect(
    () =>
      onAlertsArrival((arrived) => {
        const [first] = arrived;
        const text = arrived.length === 1 && first ? alertText(intl, first) : intl.formatMessage(arrivedMany, { count: arrived.length });
        announce(arrived.length === 1 ? intl.formatMessage(arrivedOne, { text }) : text);
        setArrival({ text, alert: arrived.length === 1 ? first : undefined });
      }),
    [intl],
  );
  useEffect(() => {
    if (!arrival || held) return;
    const timer = setTimeout(() => setArrival(undefined), ARRIVAL_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [arrival, held]);
  const dismiss = () => {
    setArrival(undefined);
    setHeld(false);
  };
  return { arrival, hold: setHeld, dismiss };
}

/**
 * Where the panel (and a new alert's note) go: under the bell, right edge on the bell's, moved in
 * so they never leave the screen (on a phone the bell is not at the edge).
 */
function usePlace(root: RefObject<HTMLDivElement | null>, shown: boolean): { width: number; right: number } | undefined {
  const [place, setPlace] = useState<{ width: number; right: number }>();
  useLayoutEffect(() => {
    if (!shown) return;
    const measure = () => {
      const box = root.current?.getBoundingClientRect();
      if (!box) return;
      const width = Math.min(PANEL_WIDTH_PX, window.innerWidth - 16);
      // `right` moves the right edge left of the bell's: 0 if it fits, else so that 8 px stay on both sides.
      const right = Math.min(Math.max(0, box.right - (window.innerWidth - 8)), box.right - width - 8);
      setPlace({ width, right });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [root, shown]);
  return place;
}

export function AlertsBell() {
  const intl = useIntl();
  const unread = useAlerts((state) => state.unread);
  const { open, id, root, button, close, toggle } = useDisclosure();
  const { arrival, hold, dismiss } = useArrivals();
  const place = usePlace(root, open || arrival !== undefined);
  const wasOpen = useRef(false);

  useEffect(() => startAlerts(), []);
  useEffect(() => {
    // Opening the panel asks for the newest at once.
    if (open && !wasOpen.current) refreshAlerts();
    wasOpen.current = open;
  }, [open]);

  const label = unread === undefined ? intl.formatMessage(messages.label) : intl.formatMessage(labelMessage, { count: unread });
  return (
    <div ref={root} className="alerts">
      <button
        ref={button}
        type="button"
        className="l-button alerts-bell"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={toggle}
      >
        <BellIcon />
        {unread !== undefined && unread > 0 && (
          <span className="alerts-bell__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <AlertsPanel
          id={id}
          style={place}
          onLeave={close}
          onFailureClose={() => {
            close();
            button.current?.focus();
          }}
        />
      )}
      {arrival && !open && (
        <ArrivalNote
          arrival={arrival}
          right={place?.right}
          onHold={hold}
          onClose={(returnFocus) => {
            dismiss();
            if (returnFocus) button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
