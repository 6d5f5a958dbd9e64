// The dashboard's figures (dashboard/summary): orders today, open orders, my open orders, spent this
// month, unpaid bills (one's own without bills.view), menus orderable today; each leads to the list
// behind it. A person who only orders sees their own three (the others would count the same orders
// again, and today's menus are in the deadline card). Fetched by the figures themselves, so the rest
// of the dashboard does not wait for them.
import { Link } from '@tanstack/react-router';
import { Card, Skeleton, Statistic } from 'antd';
import { CardGrid } from '@/components/card-grid';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { getDashboardSummary } from '@/api/dashboard';
import type { DashboardSummary } from '@/api/models';
import { useLoad } from '@/components/use-load';
import { ErrorAlert } from '@/components/error-alert';
import { formatMoney } from '@/lib/money';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import { ordersOnly } from '@/lib/orders-only';
import { useSession } from '@/stores/session';
import { figureLinks, type FigureLink } from './figure-links';

const labels = defineMessages<keyof DashboardSummary>({
  orders_today: { id: 'dashboard.figures.ordersToday', defaultMessage: 'Orders today' },
  orders_open: { id: 'dashboard.figures.ordersOpen', defaultMessage: 'Open orders' },
  my_orders_open: { id: 'dashboard.figures.myOrdersOpen', defaultMessage: 'My open orders' },
  spent_this_month: { id: 'dashboard.figures.spentThisMonth', defaultMessage: 'Spent this month' },
  bills_unpaid: { id: 'dashboard.figures.billsUnpaid', defaultMessage: 'Unpaid bills' },
  menus_today: { id: 'dashboard.figures.menusToday', defaultMessage: 'Menus orderable today' },
});

const messages = defineMessages({
  title: { id: 'dashboard.figures.title', defaultMessage: 'Today and this month' },
  failed: { id: 'dashboard.figures.failed', defaultMessage: 'The figures could not be loaded' },
});

const FIGURES: (keyof DashboardSummary)[] = ['orders_today', 'orders_open', 'my_orders_open', 'spent_this_month', 'bills_unpaid', 'menus_today'];
const PERSONAL_FIGURES = new Set<keyof DashboardSummary>(['my_orders_open', 'spent_this_month', 'bills_unpaid']);

function FigureCard({ link, children }: { link: FigureLink | undefined; children: ReactNode }) {
  const card = <Card hoverable={Boolean(link)} style={{ height: '100%' }}>{children}</Card>;
  if (!link) return card;
  return (
    <Link to={link.to} search={link.search as never} style={{ display: 'block', height: '100%' }}>
      {card}
    </Link>
  );
}

export function SummaryFigures() {
  const intl = useIntl();
  const user = useSession((state) => state.user);
  const billsOn = useFeature(FEATURES.bills);
  const { data: summary, error, retry } = useLoad(getDashboardSummary);

  const title = <h2 style={{ fontSize: '1.125rem', margin: '0 0 12px' }}>{intl.formatMessage(messages.title)}</h2>;
  if (error !== undefined) {
    return (
      <section style={{ marginBottom: 24 }}>
        {title}
        <ErrorAlert error={error} title={intl.formatMessage(messages.failed)} onRetry={retry} />
      </section>
    );
  }
  const links = figureLinks(user);
  // Unpaid bills are everyone's with bills.view, else one's own; no card with bills switched off.
  const personal = ordersOnly(user);
  const shown = FIGURES.filter((key) => (key !== 'bills_unpaid' || billsOn) && (!personal || PERSONAL_FIGURES.has(key)));
  return (
    <section style={{ marginBottom: 24 }} aria-busy={!summary}>
      {title}
      <CardGrid min="10rem">
        {shown.map((key) => (
          <div key={key}>
            <FigureCard link={summary ? links[key] : undefined}>
              {summary ? (
                <Statistic
                  title={intl.formatMessage(labels[key])}
                  value={key === 'spent_this_month' ? formatMoney(intl, summary[key]) : intl.formatNumber(summary[key])}
                />
              ) : (
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              )}
            </FigureCard>
          </div>
        ))}
      </CardGrid>
    </section>
  );
}
