// My month (/admin/my-month?month=YYYY-MM, issue 33.3), for everyone signed in: the month's orders
// by day, what the person pays, what the company pays, what is deducted from their salary and the
// total, and their bills of the month with their paid state. The previous and next months are one
// click away, any month is a pick away; the month is in the address.
import { Alert, Button, Card, Skeleton } from 'antd';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { User } from '@/api/models';
import { ErrorAlert } from '@/components/error-alert';
import { DatePickerField } from '@/components/forms/date-picker-field';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES } from '@/lib/feature-tree';
import { readsOnlyOwn } from '@/lib/orders-only';
import { useFeature } from '@/stores/features';
import { monthOf, monthRange, MY_MONTH_PAGE, shiftMonth } from './month';
import { MonthBills } from './month-bills';
import { MonthFigures } from './month-figures';
import { useMonthName } from './month-name';
import { incomplete, monthMessages, monthTitle, nextMonth, previousMonth } from './month-messages';
import { MonthOrders } from './month-orders';
import { monthSums } from './month-sums';
import { useMonthData } from './use-month-data';
import './my-month.css';

/** The orders list filtered to the month, and to the person when the list holds everyone's. */
export function monthOrdersLink(user: User, month: string) {
  return { to: adminPath('/orders'), search: { ...monthRange(month), ...(readsOnlyOwn(user, 'orders') ? {} : { filters: { user: [String(user.id)] } }) } };
}

function Part({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card title={<h2 className="my-month__part-title">{title}</h2>} className="my-month__part">
      {children}
    </Card>
  );
}

function MonthNav({ month }: { month: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const name = useMonthName();
  const go = (next: string) => void navigate({ to: MY_MONTH_PAGE, search: { month: next } });
  const before = shiftMonth(month, -1);
  const after = shiftMonth(month, 1);
  return (
    <nav className="my-month__nav" aria-label={intl.formatMessage(monthMessages.months)}>
      <Button onClick={() => go(before)} aria-label={intl.formatMessage(previousMonth, { month: name(before) })}>
        ← {name(before)}
      </Button>
      <DatePickerField
        month
        allowClear={false}
        aria-label={intl.formatMessage(monthMessages.month)}
        value={dayjs(`${month}-01`)}
        onChange={(value) => value && !Array.isArray(value) && go(value.format('YYYY-MM'))}
      />
      <Button onClick={() => go(after)} aria-label={intl.formatMessage(nextMonth, { month: name(after) })}>
        {name(after)} →
      </Button>
    </nav>
  );
}

function MonthContent({ user, month }: { user: User; month: string }) {
  const intl = useIntl();
  const billsOn = useFeature(FEATURES.bills);
  const { data, error, retry } = useMonthData(user, month, billsOn);
  if (error !== undefined) return <ErrorAlert error={error} title={intl.formatMessage(monthMessages.loadFailed)} onRetry={retry} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const link = monthOrdersLink(user, month);
  return (
    <>
      {data.total > data.orders.length && <Alert type="warning" showIcon title={intl.formatMessage(incomplete, { shown: data.orders.length, total: data.total })} />}
      <Part title={intl.formatMessage(monthMessages.sums)}>
        <MonthFigures sums={monthSums(data.orders)} />
        <p className="my-month__list-link">
          <Link to={link.to} search={link.search as never}>
            {intl.formatMessage(monthMessages.allOrders)}
          </Link>
        </p>
      </Part>
      <Part title={intl.formatMessage(monthMessages.orders)}>
        <MonthOrders orders={data.orders} />
      </Part>
      {billsOn && (
        <Part title={intl.formatMessage(monthMessages.bills)}>
          <MonthBills bills={data.bills} />
        </Part>
      )}
    </>
  );
}

export function MyMonthPage({ user }: { user: User }) {
  const intl = useIntl();
  const name = useMonthName();
  const month = monthOf(useRouterState({ select: (state) => state.location.search }));
  return (
    <div className="my-month">
      <MonthNav month={month} />
      <p className="my-month__lead">{intl.formatMessage(monthTitle, { month: name(month) })}</p>
      <MonthContent key={month} user={user} month={month} />
    </div>
  );
}
