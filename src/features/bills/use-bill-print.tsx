// Printing a bill whole although the screen shows a page of its items: Print fetches every item
// (with a dialog saying how many have come, and Cancel, when there is more than one page of them),
// then draws them in a table that only the printout shows, prints, and drops them again.
import { Button, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Bill, BillItem } from '@/api/models';
import { ErrorAlert } from '@/components/error-alert';
import { BILL_ITEMS_PAGE, loadAllBillItems } from './bill-items-loader';

const printMessages = defineMessages({
  title: { id: 'bills.print.title', defaultMessage: 'Preparing the bill for printing' },
  cancel: { id: 'bills.print.cancel', defaultMessage: 'Cancel' },
});
const progressMessage = defineMessage<{ loaded: number; total: number }>({
  id: 'bills.print.progress',
  defaultMessage: '{loaded, number} of {total, number} items loaded',
});

interface Loading {
  loaded: number;
  total: number;
  error?: unknown;
}

export function useBillPrint(bill: Bill) {
  const intl = useIntl();
  const [loading, setLoading] = useState<Loading>();
  /** Every item, while the printout is being made. */
  const [items, setItems] = useState<BillItem[]>();
  const controller = useRef<AbortController | undefined>(undefined);

  const cancel = () => {
    controller.current?.abort();
    controller.current = undefined;
    setLoading(undefined);
  };

  const print = async () => {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    setLoading({ loaded: 0, total: bill.items_count });
    try {
      const all = await loadAllBillItems(bill.id, current.signal, (loaded, total) => setLoading({ loaded, total }));
      if (current.signal.aborted) return;
      controller.current = undefined;
      setLoading(undefined);
      setItems(all);
    } catch (error) {
      if (current.signal.aborted) return;
      controller.current = undefined;
      setLoading((old) => ({ loaded: old?.loaded ?? 0, total: old?.total ?? bill.items_count, error }));
    }
  };

  // Drawn: print, then let the rows go (the printout has them; the screen never needed them).
  useEffect(() => {
    if (!items) return;
    const done = () => setItems(undefined);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [items]);

  useEffect(() => () => controller.current?.abort(), []);

  // One page comes at once: no dialog for it.
  const open = loading !== undefined && (loading.error !== undefined || bill.items_count > BILL_ITEMS_PAGE);
  const percent = loading && loading.total > 0 ? Math.floor((loading.loaded / loading.total) * 100) : 0;
  const dialog = (
    <Modal
      open={open}
      title={intl.formatMessage(printMessages.title)}
      onCancel={cancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={<Button onClick={cancel}>{intl.formatMessage(printMessages.cancel)}</Button>}
    >
      {loading?.error !== undefined ? (
        <ErrorAlert error={loading.error} onRetry={() => void print()} />
      ) : (
        <>
          <Progress percent={percent} showInfo={false} aria-hidden />
          <p role="status">{intl.formatMessage(progressMessage, { loaded: loading?.loaded ?? 0, total: loading?.total ?? 0 })}</p>
        </>
      )}
    </Modal>
  );
  return { print: () => void print(), busy: loading !== undefined && loading.error === undefined, items, dialog };
}
