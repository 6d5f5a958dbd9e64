// My month on the dashboard: the current month's sums, compact, and the way to the page.
import { Card, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import type { User } from '@/api/models';
import { ErrorAlert } from '@/components/error-alert';
import { LinkButton } from '@/components/link-button';
import { currentMonth, MY_MONTH_PAGE } from './month';
import { MonthFigures } from './month-figures';
import { monthMessages, openMonth, ordersCount } from './month-messages';
import { monthSums } from './month-sums';
import { useMonthName } from './month-name';
import { useMonthData } from './use-month-data';
import './my-month.css';

export function MyMonthCard({ user }: { user: User }) {
  const intl = useIntl();
  const name = useMonthName();
  const month = currentMonth();
  const { data, error, retry } = useMonthData(user, month, false);
  return (
    <Card
      className="my-month__card"
      title={<h2 className="my-month__part-title">{intl.formatMessage(monthMessages.cardTitle)}</h2>}
      extra={data && <span className="l-muted">{intl.formatMessage(ordersCount, { count: data.total })}</span>}
      aria-busy={!data && error === undefined}
    >
      {error !== undefined && <ErrorAlert error={error} title={intl.formatMessage(monthMessages.loadFailed)} onRetry={retry} />}
      {!data && error === undefined && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {data && <MonthFigures sums={monthSums(data.orders)} />}
      <p className="my-month__list-link">
        <LinkButton to={MY_MONTH_PAGE}>{intl.formatMessage(openMonth, { month: name(month) })}</LinkButton>
      </p>
    </Card>
  );
}
