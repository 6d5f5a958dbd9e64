// What may be done with bills, and the calls that do it: mark paid or unpaid, notify one or several.
// Each says what happened and reloads the page's data; a failure shows the template of spec §8
// ('Failed to update bill', 'Failed to notify bill') with the server's reason.
import { useRouter } from '@tanstack/react-router';
import { App } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyBill, updateBillPaid } from '@/api/bills';
import type { Bill } from '@/api/models';
import { ErrorDescription } from '@/components/error-description';
import { failureMessages } from '@/crud/messages';
import { hasPermission } from '@/lib/permissions';
import { billLabels } from '@/resources/bills';
import { useSession } from '@/stores/session';
import { billMessages, billValueMessages } from './bill-messages';

export function useBillActions() {
  const intl = useIntl();
  const router = useRouter();
  const { message, modal } = App.useApp();
  const user = useSession((state) => state.user);
  const [busy, setBusy] = useState<'paid' | 'notify' | undefined>();
  const entity = intl.formatMessage(billLabels.entity);

  /** Runs the call once at a time; on failure says so and reports false. */
  const run = async (which: 'paid' | 'notify', call: () => Promise<string>) => {
    if (busy) return false;
    setBusy(which);
    try {
      void message.success(await call());
      return true;
    } catch (error) {
      const title = intl.formatMessage(which === 'paid' ? failureMessages.update : failureMessages.notify, { entity });
      modal.error({ title, content: <ErrorDescription error={error} /> });
      return false;
    } finally {
      setBusy(undefined);
      await router.invalidate();
    }
  };

  return {
    /** Paid and notify need bills.update (the server checks it too). */
    canUpdate: hasPermission(user, 'bills.update'),
    busy,
    setPaid: (bill: Bill, paid: boolean) =>
      run('paid', async () => {
        await updateBillPaid(bill.id, paid);
        return intl.formatMessage(paid ? billMessages.markedPaid : billMessages.markedUnpaid);
      }),
    /** One after another; stops at the first failure (the bills sent before it stay sent). */
    notify: (bills: Bill[]) =>
      run('notify', async () => {
        for (const bill of bills) await notifyBill(bill.id);
        return bills.length === 1 ? intl.formatMessage(billMessages.notified) : intl.formatMessage(billValueMessages.notifiedMany, { count: bills.length });
      }),
  };
}
