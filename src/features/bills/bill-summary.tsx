// A bill's facts (spec §3): who, period, amount, notified, paid, with when it was sent and paid.
import { Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/media-query';
import type { Bill } from '@/api/models';
import { formatDisplay } from '@/crud/field-format';
import { DetailList } from '@/crud/row-details';
import { booleanMessages } from '@/crud/boolean-messages';
import { bills } from '@/resources/bills';
import { billMessages, billValueMessages } from './bill-messages';

const field = (name: keyof Bill) => bills.fields.find((candidate) => candidate.name === name)!;

export function BillSummary({ bill }: { bill: Bill }) {
  const intl = useIntl();
  const text = (name: keyof Bill) => formatDisplay(intl, field(name), bill);
  const notified = bill.notified ? intl.formatMessage(billValueMessages.notifiedOn, { at: text('notified_at') }) : intl.formatMessage(booleanMessages.no);
  const paid = bill.paid ? intl.formatMessage(billValueMessages.paidOn, { at: text('paid_at') }) : intl.formatMessage(booleanMessages.no);
  const label = (name: keyof Bill) => intl.formatMessage(field(name).label);
  // On a phone, the phone lists' label: value pairs (antd's bordered table left a value a few
  // letters a line beside a label kept whole).
  const narrow = useMediaQuery(NARROW_SCREEN);
  const items = [
    { key: 'who', label: intl.formatMessage(billMessages.who), children: `${bill.billable_name} (${text('type')})` },
    { key: 'period', label: label('period'), children: intl.formatMessage(billValueMessages.periodRange, { from: text('from_date'), till: text('till_date') }) },
    { key: 'amount', label: label('amount'), children: <strong>{text('amount')}</strong> },
    { key: 'items', label: label('items_count'), children: text('items_count') },
    { key: 'notified', label: label('notified'), children: notified },
    { key: 'paid', label: label('paid'), children: paid },
  ];
  if (narrow) return <DetailList items={items.map(({ key, label: words, children }) => ({ id: key, label: words, content: children }))} />;
  return <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} />;
}
