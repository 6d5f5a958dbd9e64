// The dashboard's chart of the last 30 days (dashboard/daily): orders and spend per day, for those
// who may see the tenant's orders (orders.view). Two plain SVG bar charts, a text summary, and the
// figures in a visually hidden table; skeleton while loading, a sentence when there is nothing,
// the error with Retry. Fetched by itself, so the rest of the page does not wait for it.
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { getDashboardDaily } from '@/api/dashboard';
import type { DashboardDay } from '@/api/models';
import { useLoad } from '@/components/use-load';
import { ErrorAlert } from '@/components/error-alert';
import { formatCalendarDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { BarChart, type Bar } from './bar-chart';
import { dailyMessages as m, dailyValueMessages as v } from './daily-messages';

export const DAILY_DAYS = 30;


const peak = <K extends 'orders' | 'spend'>(days: DashboardDay[], key: K) =>
  days.reduce((best, day) => (day[key] > best[key] ? day : best), days[0]!);

function summaries(intl: IntlShape, days: DashboardDay[]) {
  const money = (cents: number) => formatMoney(intl, cents);
  const date = (day: string) => formatCalendarDate(intl, day);
  const total = days.reduce((sum, day) => ({ orders: sum.orders + day.orders, spend: sum.spend + day.spend }), { orders: 0, spend: 0 });
  const overall = intl.formatMessage(v.summary, { orders: total.orders, spend: money(total.spend), from: date(days[0]!.date), till: date(days.at(-1)!.date) });
  const orders = peak(days, 'orders');
  const spend = peak(days, 'spend');
  return {
    total,
    overall,
    orders: `${overall} ${intl.formatMessage(v.ordersPeak, { count: orders.orders, date: date(orders.date) })}`,
    spend: `${overall} ${intl.formatMessage(v.spendPeak, { amount: money(spend.spend), date: date(spend.date) })}`,
  };
}

function DailyTable({ days }: { days: DashboardDay[] }) {
  const intl = useIntl();
  return (
    // Hidden in a box of its own: a table does not keep the 1px height, and lengthened the page.
    <div className="l-visually-hidden">
      <table>
        <caption>{intl.formatMessage(m.title)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.date)}</th>
            <th scope="col">{intl.formatMessage(m.ordersColumn)}</th>
            <th scope="col">{intl.formatMessage(m.spendColumn)}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatCalendarDate(intl, day.date)}</th>
              <td>{intl.formatNumber(day.orders)}</td>
              <td>{formatMoney(intl, day.spend)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DailyFigures({ days }: { days: DashboardDay[] }) {
  const intl = useIntl();
  const text = summaries(intl, days);
  if (text.total.orders === 0) return <Typography.Paragraph type="secondary">{intl.formatMessage(m.empty)}</Typography.Paragraph>;
  const bars = (value: (day: DashboardDay) => number, format: (n: number) => string): Bar[] =>
    days.map((day) => {
      const date = formatCalendarDate(intl, day.date);
      return { label: date, value: value(day), text: intl.formatMessage(v.bar, { date, value: format(value(day)) }) };
    });
  const count = (n: number) => intl.formatNumber(n);
  const money = (n: number) => formatMoney(intl, n);
  return (
    <>
      <Typography.Paragraph>{text.overall}</Typography.Paragraph>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <BarChart title={intl.formatMessage(m.orders)} summary={text.orders} bars={bars((day) => day.orders, count)} format={count} />
        </Col>
        <Col xs={24} md={12}>
          <BarChart title={intl.formatMessage(m.spend)} summary={text.spend} bars={bars((day) => day.spend, money)} format={money} />
        </Col>
      </Row>
      <DailyTable days={days} />
    </>
  );
}

function DailyLoader() {
  const intl = useIntl();
  const { data: days, error, retry } = useLoad((signal) => getDashboardDaily(DAILY_DAYS, signal));
  if (error !== undefined) return <ErrorAlert error={error} title={intl.formatMessage(m.failed)} onRetry={retry} />;
  if (!days) {
    return (
      <div aria-busy="true">
        <span className="l-visually-hidden">{intl.formatMessage(m.loading)}</span>
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      </div>
    );
  }
  return days.length ? <DailyFigures days={days} /> : <Typography.Paragraph type="secondary">{intl.formatMessage(m.empty)}</Typography.Paragraph>;
}

export function DailyChart() {
  const intl = useIntl();
  const user = useSession((state) => state.user);
  if (!hasPermission(user, 'orders.view')) return null;
  return (
    <section style={{ marginBottom: 24 }} aria-labelledby="dashboard-daily-title">
      <Card title={<h2 id="dashboard-daily-title" style={{ fontSize: '1.125rem', margin: 0 }}>{intl.formatMessage(m.title)}</h2>}>
        <DailyLoader />
      </Card>
    </section>
  );
}
