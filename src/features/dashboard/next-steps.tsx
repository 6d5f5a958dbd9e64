// The dashboard's lead (issue 29): what the person needs next — their next order and where it
// stands, today's ordering deadline, and the changes they asked for that wait for an answer. Each
// card reads its own data (its failure stays in it) and links to the page or list behind it.
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { User } from '@/api/models';
import { ErrorAlert } from '@/components/error-alert';
import { LinkButton } from '@/components/link-button';
import { useLoad } from '@/components/use-load';
import { CardGrid } from '@/components/card-grid';
import { localIsoDate } from '@/lib/dates';
import { DeadlineText } from './deadline-text';
import { NextOrder } from './next-order';
import { OpenChanges } from './open-changes';
import { loadNextOrders, loadOpenChanges, loadTodaysMenus, todaysDeadline } from './next-steps-data';

const messages = defineMessages({
  title: { id: 'dashboard.next.title', defaultMessage: 'What’s next' },
  nextOrder: { id: 'dashboard.next.order', defaultMessage: 'Your next order' },
  deadline: { id: 'dashboard.next.deadline', defaultMessage: 'Today’s deadline' },
  changes: { id: 'dashboard.next.changes', defaultMessage: 'Open changes' },
  orderLunch: { id: 'dashboard.next.orderLunch', defaultMessage: 'Order lunch' },
  tomorrow: { id: 'dashboard.next.tomorrowMenus', defaultMessage: 'See tomorrow’s menus' },
});

const failed = defineMessage<{ what: string }>({ id: 'dashboard.next.failed', defaultMessage: '{what} could not be loaded' });

function NextCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<h3 style={{ fontSize: '1rem', margin: 0 }}>{title}</h3>} style={{ height: '100%' }}>
      {children}
    </Card>
  );
}

/** A card's content once its data is in: a skeleton before, the failure with Retry after a failed read. */
function Loaded<T>({ what, load, children }: { what: string; load: (signal: AbortSignal) => Promise<T>; children: (data: T) => ReactNode }) {
  const intl = useIntl();
  const { data, error, retry } = useLoad(load);
  if (error !== undefined) return <ErrorAlert error={error} title={intl.formatMessage(failed, { what })} onRetry={retry} />;
  if (data === undefined) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  return children(data);
}

export function NextSteps({ user }: { user: User }) {
  const intl = useIntl();
  const today = localIsoDate();
  const title = (message: keyof typeof messages) => intl.formatMessage(messages[message]);
  return (
    <section style={{ marginBottom: 24 }} aria-labelledby="dashboard-next">
      <h2 id="dashboard-next" style={{ fontSize: '1.125rem', margin: '0 0 12px' }}>
        {title('title')}
      </h2>
      <CardGrid min="17rem">
        <NextCard title={title('nextOrder')}>
          <Loaded what={title('nextOrder')} load={(signal) => loadNextOrders(user, today, signal)}>
            {(orders) => <NextOrder user={user} orders={orders} today={today} />}
          </Loaded>
        </NextCard>
        <NextCard title={title('deadline')}>
          <Loaded what={title('deadline')} load={(signal) => loadTodaysMenus(today, signal)}>
            {(menus) => {
              const deadline = todaysDeadline(menus);
              const open = deadline.kind === 'until' || deadline.kind === 'allDay';
              return (
                <>
                  <DeadlineText deadline={deadline} />
                  <LinkButton to="/" search={open ? undefined : { day: 'tomorrow' }} type={open ? 'primary' : 'default'}>
                    {title(open ? 'orderLunch' : 'tomorrow')}
                  </LinkButton>
                </>
              );
            }}
          </Loaded>
        </NextCard>
        <NextCard title={title('changes')}>
          <Loaded what={title('changes')} load={(signal) => loadOpenChanges(user, signal)}>
            {(changes) => <OpenChanges user={user} changes={changes} />}
          </Loaded>
        </NextCard>
      </CardGrid>
    </section>
  );
}
