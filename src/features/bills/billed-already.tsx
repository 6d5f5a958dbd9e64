// Under the period: which types of bills the period has already ("Already billed for this period:
// Employee (12), Company (1)"), so an administrator sees before generating what a run would skip.
// Asked again when the period changes; says nothing while asking or when the answer failed (the
// generation itself then reports each type).
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { listBills } from '@/api/bills';
import type { BillType } from '@/api/models';
import { billTypeNames } from '@/components/names';
import { ISO_DATE } from '@/lib/date-presets';
import { BILL_TYPES } from '@/resources/bills';
import { billValueMessages } from './bill-messages';

async function countByType(from: string, till: string, signal: AbortSignal): Promise<[BillType, number][]> {
  return Promise.all(
    BILL_TYPES.map(async (type) => [type, (await listBills({ from, till, type, per_page: 10 }, signal)).meta.total] as [BillType, number]),
  );
}

export function BilledAlready({ version }: { version: number }) {
  const intl = useIntl();
  const period = Form.useWatch<[Dayjs, Dayjs] | undefined>('period');
  const [from, till] = period ? [period[0].format(ISO_DATE), period[1].format(ISO_DATE)] : [];
  const [counts, setCounts] = useState<{ key: string; of: [BillType, number][] }>();
  const key = `${from}/${till}/${version}`;

  useEffect(() => {
    if (!from || !till) return;
    const controller = new AbortController();
    countByType(from, till, controller.signal)
      .then((of) => setCounts({ key, of }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [from, till, key]);

  if (!counts || counts.key !== key) return null;
  const billed = counts.of.filter(([, count]) => count > 0);
  return (
    <p role="status" style={{ marginTop: -8 }}>
      {billed.length === 0
        ? intl.formatMessage(billValueMessages.noneBilled)
        : intl.formatMessage(billValueMessages.billedAlready, {
            types: intl.formatList(billed.map(([type, count]) => intl.formatMessage(billValueMessages.typeCount, { type: intl.formatMessage(billTypeNames[type]), count }))),
          })}
    </p>
  );
}
