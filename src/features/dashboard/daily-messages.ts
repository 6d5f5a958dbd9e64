// The words of the dashboard's 30-day chart.
import { defineMessage, defineMessages } from 'react-intl';

export const dailyMessages = defineMessages({
  title: { id: 'dashboard.daily.title', defaultMessage: 'The last 30 days' },
  orders: { id: 'dashboard.daily.orders', defaultMessage: 'Orders per day' },
  spend: { id: 'dashboard.daily.spend', defaultMessage: 'Spend per day' },
  date: { id: 'dashboard.daily.date', defaultMessage: 'Day' },
  ordersColumn: { id: 'dashboard.daily.ordersColumn', defaultMessage: 'Orders' },
  spendColumn: { id: 'dashboard.daily.spendColumn', defaultMessage: 'Spend' },
  empty: { id: 'dashboard.daily.empty', defaultMessage: 'No orders in the last 30 days.' },
  failed: { id: 'dashboard.daily.failed', defaultMessage: 'The last 30 days could not be loaded' },
  loading: { id: 'dashboard.daily.loading', defaultMessage: 'Loading the last 30 days…' },
});

export const dailyValueMessages = {
  summary: defineMessage<{ orders: number; spend: string; from: string; till: string }>({
    id: 'dashboard.daily.summary',
    defaultMessage: '{orders, plural, one {# order} other {# orders}} and {spend} spent from {from} to {till}.',
  }),
  ordersPeak: defineMessage<{ count: number; date: string }>({
    id: 'dashboard.daily.ordersPeak',
    defaultMessage: 'Most orders on {date}: {count}.',
  }),
  spendPeak: defineMessage<{ amount: string; date: string }>({
    id: 'dashboard.daily.spendPeak',
    defaultMessage: 'Most spent on {date}: {amount}.',
  }),
  bar: defineMessage<{ date: string; value: string }>({ id: 'dashboard.daily.bar', defaultMessage: '{date}: {value}' }),
};
