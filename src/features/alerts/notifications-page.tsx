// The whole history of the user's alerts (/admin/notifications): newest first, a page at a time,
// all or only the unread ones; each leads to what it is about (marking it read), and can be marked
// read or deleted on its own; "Mark all as read". Everyone signed in reaches it (an employee who
// only orders too: their own menu lists it). New alerts that arrive while it is open show on its
// first page at once.
import { Alert, Button, Radio, Skeleton } from 'antd';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { AppNotification } from '@/api/models';
import { listNotifications, type NotificationsPage as Page } from '@/api/notifications';
import { announce } from '@/components/announce';
import { ErrorAlert } from '@/components/error-alert';
import { describeError } from '@/components/error-messages';
import { getConfig } from '@/lib/config';
import { useAlerts } from '@/stores/alerts';
import { alertText, NOTIFICATIONS_PAGE } from './alert-wording';
import { deleteAlert, markAlertRead, markAllAlertsRead, onAlertsArrival } from './alerts-runner';
import { AlertEntry, panelMessages } from './alerts-panel';
import { validateNotificationsSearch, type NotificationsSearch } from './notifications-search';
import './alerts.css';

const messages = defineMessages({
  show: { id: 'alerts.page.show', defaultMessage: 'Show' },
  all: { id: 'alerts.page.all', defaultMessage: 'All' },
  unread: { id: 'alerts.page.unread', defaultMessage: 'Unread' },
  noUnread: { id: 'alerts.page.noUnread', defaultMessage: 'No unread notifications.' },
  loadFailed: { id: 'alerts.page.loadFailed', defaultMessage: 'The notifications could not be loaded' },
  deleteFailed: { id: 'alerts.page.deleteFailed', defaultMessage: 'The notification could not be deleted.' },
  deleted: { id: 'alerts.page.deleted', defaultMessage: 'Notification deleted.' },
  allRead: { id: 'alerts.page.allRead', defaultMessage: 'All notifications are marked as read.' },
  list: { id: 'alerts.page.list', defaultMessage: 'Notifications' },
  pages: { id: 'alerts.page.pages', defaultMessage: 'Pages' },
  newer: { id: 'alerts.page.newer', defaultMessage: 'Newer' },
  older: { id: 'alerts.page.older', defaultMessage: 'Older' },
});
const pageOf = defineMessage<{ page: number; pages: number }>({ id: 'alerts.page.pageOf', defaultMessage: 'Page {page} of {pages}' });
const markOne = defineMessage<{ text: string }>({ id: 'alerts.page.markRead', defaultMessage: 'Mark as read: {text}' });
const deleteOne = defineMessage<{ text: string }>({ id: 'alerts.page.delete', defaultMessage: 'Delete: {text}' });
const markReadLabel = defineMessage({ id: 'alerts.page.markReadShort', defaultMessage: 'Mark as read' });
const deleteLabel = defineMessage({ id: 'alerts.page.deleteShort', defaultMessage: 'Delete' });

interface Failure {
  message: MessageDescriptor;
  error: unknown;
}

/** The page of notifications for the address, read again on `reload()` (quietly: the list stays meanwhile). */
function usePageOf(search: NotificationsSearch) {
  const [state, setState] = useState<{ page?: Page; error?: unknown; key?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const perPage = getConfig().defaultPageSize;
  const key = `${search.page ?? 1}|${search.unread ? 1 : 0}`;
  useEffect(() => {
    const controller = new AbortController();
    listNotifications({ page: search.page ?? 1, per_page: perPage, ...(search.unread ? { unread: true } : {}) }, { signal: controller.signal }).then(
      (page) => setState({ page, key }),
      (error: unknown) => !controller.signal.aborted && setState((previous) => ({ ...previous, error, key })),
    );
    return () => controller.abort();
  }, [key, attempt, perPage, search.page, search.unread]);
  const shown = state.key === key ? state : {};
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    ...shown,
    perPage,
    reload,
    retry: () => {
      setState({});
      setAttempt((count) => count + 1);
    },
    /** Shows the page as the user's change left it, before the server says so. */
    patch: (change: (rows: AppNotification[]) => AppNotification[]) =>
      setState((previous) => (previous.page ? { ...previous, page: { ...previous.page, data: change(previous.page.data) } } : previous)),
  };
}

export function NotificationsPage() {
  const intl = useIntl();
  const search = validateNotificationsSearch(useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate();
  const unreadCount = useAlerts((state) => state.unread);
  const { page, error, perPage, reload, retry, patch } = usePageOf(search);
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);

  // New alerts that arrive while the page is open: its first page shows them.
  useEffect(() => onAlertsArrival(() => (search.page ?? 1) === 1 && reload()), [search.page, reload]);

  const go = useCallback(
    (next: NotificationsSearch) => void navigate({ to: NOTIFICATIONS_PAGE, search: validateNotificationsSearch({ ...next }) }),
    [navigate],
  );
  // A page left empty (its last alerts deleted, or read under "Unread"): the last page that has some.
  const lastPage = page?.meta.last_page ?? 1;
  useEffect(() => {
    if (page && page.data.length === 0 && (search.page ?? 1) > lastPage) go({ ...search, page: lastPage });
  }, [page, lastPage, search, go]);
  const act = async (run: () => Promise<void>, failed: MessageDescriptor, done?: MessageDescriptor) => {
    setFailure(undefined);
    try {
      await run();
      if (done) announce(intl.formatMessage(done));
    } catch (reason) {
      setFailure({ message: failed, error: reason });
    } finally {
      reload();
    }
  };
  const markRead = (alert: AppNotification) => {
    patch((rows) => rows.map((row) => (row.id === alert.id ? { ...row, read_at: new Date().toISOString() } : row)));
    void act(() => markAlertRead(alert), panelMessages.markFailed);
  };
  const remove = (alert: AppNotification) => {
    patch((rows) => rows.filter((row) => row.id !== alert.id));
    void act(() => deleteAlert(alert), messages.deleteFailed, messages.deleted);
  };
  const markAll = async () => {
    setBusy(true);
    patch((rows) => rows.map((row) => (row.read_at === null ? { ...row, read_at: new Date().toISOString() } : row)));
    await act(() => markAllAlertsRead(), panelMessages.markAllFailed, messages.allRead);
    setBusy(false);
  };

  const rows = page?.data ?? [];
  const total = page?.meta.total ?? 0;
  const anyUnread = (unreadCount ?? page?.meta.unread_count ?? 0) > 0;
  return (
    <div className="alerts-page">
      <div className="alerts-page__toolbar">
        <Radio.Group
          aria-label={intl.formatMessage(messages.show)}
          optionType="button"
          value={search.unread ? 'unread' : 'all'}
          onChange={(event) => go({ unread: event.target.value === 'unread' })}
          options={[
            { value: 'all', label: intl.formatMessage(messages.all) },
            { value: 'unread', label: intl.formatMessage(messages.unread) },
          ]}
        />
        <Button onClick={() => void markAll()} disabled={!anyUnread || busy} loading={busy}>
          {intl.formatMessage(panelMessages.markAll)}
        </Button>
      </div>
      {failure && (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(failure.message)} description={describeError(failure.error, intl)} />
      )}
      {error !== undefined && !page && <ErrorAlert error={error} title={intl.formatMessage(messages.loadFailed)} onRetry={retry} />}
      {!page && error === undefined && <Skeleton active paragraph={{ rows: 4 }} />}
      {page && rows.length === 0 && (
        <p className="l-muted">{intl.formatMessage(search.unread ? messages.noUnread : panelMessages.empty)}</p>
      )}
      {rows.length > 0 && (
        <ul className="alerts-page__list" aria-label={intl.formatMessage(messages.list)}>
          {rows.map((alert) => {
            const text = alertText(intl, alert);
            return (
              <li key={alert.id} className="alerts-page__row">
                <AlertEntry alert={alert} onOpen={() => void markAlertRead(alert).catch(() => undefined)} />
                <div className="alerts-page__actions">
                  {alert.read_at === null && (
                    <Button size="small" aria-label={intl.formatMessage(markOne, { text })} onClick={() => markRead(alert)}>
                      {intl.formatMessage(markReadLabel)}
                    </Button>
                  )}
                  <Button size="small" danger aria-label={intl.formatMessage(deleteOne, { text })} onClick={() => remove(alert)}>
                    {intl.formatMessage(deleteLabel)}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {total > perPage && page && (
        <nav className="alerts-page__pager" aria-label={intl.formatMessage(messages.pages)}>
          <Button disabled={page.meta.current_page <= 1} onClick={() => go({ ...search, page: page.meta.current_page - 1 })}>
            {intl.formatMessage(messages.newer)}
          </Button>
          <span>{intl.formatMessage(pageOf, { page: page.meta.current_page, pages: page.meta.last_page })}</span>
          <Button disabled={page.meta.current_page >= page.meta.last_page} onClick={() => go({ ...search, page: page.meta.current_page + 1 })}>
            {intl.formatMessage(messages.older)}
          </Button>
        </nav>
      )}
    </div>
  );
}
