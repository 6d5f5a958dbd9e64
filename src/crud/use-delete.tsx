// Deleting records, undoable (react-admin's "undoable" mode): the rows go at once and a notice
// "Deleted … — Undo" stays for the undo window before any call is sent (pending-deletes.ts). A
// record whose delete takes other records with it on the server (`deleteCascades`) is confirmed
// first instead, and deleted at once. A failure says 'Failed to delete {entity}' in a dialog with
// the reason, and the rows that did not go come back. Links (a user's roles) are worded as removals.
import { PasswordConfirmationCanceled } from '@/api/errors';
import { useRouter } from '@tanstack/react-router';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorDescription } from '@/components/error-description';
import { crudMessages, deleteWords } from './messages';
import { deletesKey, pendingDeletesOf } from './pending-deletes';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { currentUser } from '@/stores/session';

export interface DeleteOptions {
  /** The page the rows are hidden on (default: the current one); leaving it sends the delete. */
  home?: string;
  /** The rows are hidden (undoable) or deleted (confirmed): e.g. leave the record's page, clear the selection. */
  onGone?: () => void;
}

let noticeCount = 0;

/** The Undo button takes the focus: the control that deleted (a row's, a selection's) has gone. */
const focusOnMount = (button: HTMLElement | null) => button?.focus();

/** `onSent`: after records went on the server (e.g. the session's user is fetched again when it changed). */
export function useDeleteRecords<T extends { id: number }, P>(resource: ResourceDefinition<T, P>, params: P, onSent?: () => void) {
  const intl = useIntl();
  const router = useRouter();
  const { modal, message, notification } = App.useApp();
  const registry = pendingDeletesOf(router);
  // Unmounted while its page stays (e.g. a related list replaced by an error): nothing shows the
  // hidden rows any more, so their delete goes now. Leaving the page is handled by the registry.
  const [owner] = useState(() => ({}));
  useEffect(() => () => registry.sendLeft(owner, router.latestLocation.pathname), [registry, owner, router]);
  const entity = intl.formatMessage(resource.labels.entity);
  const words = deleteWords(resource);

  /** The calls, one after another; stops at the first failure, which it shows. Returns the ids that went. */
  const send = async (records: T[]): Promise<number[]> => {
    const went: number[] = [];
    try {
      for (const record of records) {
        await resource.api.remove!(record, params);
        went.push(record.id);
      }
    } catch (error) {
      if (!(error instanceof PasswordConfirmationCanceled)) modal.error({ title: intl.formatMessage(words.failed, { entity }), content: <ErrorDescription error={error} /> });
    }
    void router.invalidate();
    if (went.length > 0) onSent?.();
    return went;
  };

  const confirmFirst = (records: T[], cascade: NonNullable<typeof resource.deleteCascades>, options: DeleteOptions) => {
    const [first] = records;
    const title =
      records.length === 1 && first
        ? intl.formatMessage(words.confirm, { entity, name: resource.titleOf(first, intl) })
        : intl.formatMessage(words.confirmMany, { count: records.length, entity });
    modal.confirm({
      title,
      content: (
        <>
          <p>{intl.formatMessage(cascade)}</p>
          <p>{intl.formatMessage(crudMessages.confirmDeleteText)}</p>
        </>
      ),
      okText: intl.formatMessage(words.action),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(crudMessages.cancel),
      // The safe answer is the one Enter gives.
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        const went = await send(records);
        if (went.length === records.length) {
          void message.success(intl.formatMessage(words.done));
          options.onGone?.();
        }
      },
    });
  };

  return (records: T[], options: DeleteOptions = {}) => {
    if (!resource.api.remove || records.length === 0) return;
    const refusal = records.map((record) => resource.refuse?.delete?.(record, currentUser(), params)).find(Boolean);
    if (refusal) {
      modal.error({ title: intl.formatMessage(crudMessages.refused), content: intl.formatMessage(refusal) });
      return;
    }
    if (resource.deleteCascades) {
      confirmFirst(records, resource.deleteCascades, options);
      return;
    }
    const key = `undo-delete-${++noticeCount}`;
    const undo = registry.start({
      resourceKey: deletesKey(resource, params),
      ids: records.map((record) => record.id),
      home: options.home ?? router.latestLocation.pathname,
      owner,
      send: () => send(records),
      onSettled: () => notification.destroy(key),
    });
    if (!undo) return;
    options.onGone?.();
    const [first] = records;
    notification.open({
      key,
      // Announced politely: the user did this; nothing went wrong.
      role: 'status',
      title:
        records.length === 1 && first
          ? intl.formatMessage(words.doneOne, { entity, name: resource.titleOf(first, intl) })
          : intl.formatMessage(words.doneMany, { count: records.length }),
      actions: (
        <Button ref={focusOnMount} onClick={undo}>
          {intl.formatMessage(crudMessages.undo)}
        </Button>
      ),
      // The registry ends it: sent, undone or left.
      duration: 0,
      closable: false,
    });
  };
}
