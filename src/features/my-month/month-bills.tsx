// The person's bills whose period overlaps the month: period, amount, paid or not, each a link to
// the bill (its items are the month's completed orders, as the bill counts them).
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Bill } from '@/api/models';
import { adminPath } from '@/lib/admin-paths';
import { formatCalendarDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { monthMessages } from './month-messages';
import '@/components/ordering/order-status.css';

export function MonthBills({ bills }: { bills: Bill[] }) {
  const intl = useIntl();
  if (bills.length === 0) return <p className="l-muted">{intl.formatMessage(monthMessages.noBills)}</p>;
  return (
    <ul className="my-month__bills">
      {bills.map((bill) => (
        <li key={bill.id}>
          <Link to={adminPath(`/bills/${bill.id}`)}>
            {formatCalendarDate(intl, bill.from_date)} – {formatCalendarDate(intl, bill.till_date)}
          </Link>
          <span className="my-month__amount">{formatMoney(intl, bill.amount)}</span>
          {/* Tinted as the order statuses are (their contrast holds in both colour modes). */}
          <span className="lunch-status" data-tone={bill.paid ? 'done' : 'request'}>
            {intl.formatMessage(bill.paid ? monthMessages.paidBill : monthMessages.unpaidBill)}
          </span>
        </li>
      ))}
    </ul>
  );
}
