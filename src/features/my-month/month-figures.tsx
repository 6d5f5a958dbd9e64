// The month's sums as label: value pairs — what the person pays, what the company pays, what is
// deducted from their salary, and the total (month-sums.ts says how they add up).
import { useIntl } from 'react-intl';
import { DetailList } from '@/crud/row-details';
import { formatMoney } from '@/lib/money';
import { monthMessages } from './month-messages';
import type { MonthSums } from './month-sums';

export function MonthFigures({ sums }: { sums: MonthSums }) {
  const intl = useIntl();
  const money = (cents: number) => <span className="my-month__amount">{formatMoney(intl, cents)}</span>;
  return (
    <DetailList
      items={[
        { id: 'paid', label: intl.formatMessage(monthMessages.paid), content: money(sums.paid) },
        { id: 'company', label: intl.formatMessage(monthMessages.company), content: money(sums.company) },
        { id: 'deducted', label: intl.formatMessage(monthMessages.deducted), content: money(sums.deducted) },
        { id: 'total', label: intl.formatMessage(monthMessages.total), content: <strong>{money(sums.total)}</strong> },
      ]}
    />
  );
}
