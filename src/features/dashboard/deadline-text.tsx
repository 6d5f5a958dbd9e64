// Today's ordering deadline in words (next-steps-data.ts, todaysDeadline): the time the first
// menus stop taking orders for today, whether others take them later, or that today is over.
import { Statistic, Typography } from 'antd';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Deadline } from './next-steps-data';

const messages = defineMessages({
  closed: { id: 'dashboard.deadline.closed', defaultMessage: 'Ordering for today has closed.' },
  none: { id: 'dashboard.deadline.none', defaultMessage: 'No menu can be ordered for today.' },
  allDayValue: { id: 'dashboard.deadline.allDayValue', defaultMessage: 'All day' },
  orderBy: { id: 'dashboard.deadline.orderBy', defaultMessage: 'Order by' },
  laterAllDay: { id: 'dashboard.deadline.laterAllDay', defaultMessage: 'Some menus can be ordered all day.' },
});

const menusMessage = defineMessage<{ count: number }>({
  id: 'dashboard.deadline.menus',
  defaultMessage: '{count, plural, one {# menu can be ordered for today.} other {# menus can be ordered for today.}}',
});
const laterMessage = defineMessage<{ time: string }>({ id: 'dashboard.deadline.later', defaultMessage: 'Some menus until {time}.' });

export function DeadlineText({ deadline }: { deadline: Deadline }) {
  const intl = useIntl();
  const time = (instant: string) => intl.formatTime(new Date(instant), { hour: '2-digit', minute: '2-digit' });
  if (deadline.kind === 'closed' || deadline.kind === 'none') {
    return <Typography.Paragraph>{intl.formatMessage(messages[deadline.kind])}</Typography.Paragraph>;
  }
  const later =
    deadline.kind === 'until' && deadline.later
      ? deadline.later.kind === 'allDay'
        ? intl.formatMessage(messages.laterAllDay)
        : intl.formatMessage(laterMessage, { time: time(deadline.later.last) })
      : undefined;
  return (
    <>
      <Statistic
        title={intl.formatMessage(messages.orderBy)}
        value={deadline.kind === 'until' ? time(deadline.first) : intl.formatMessage(messages.allDayValue)}
      />
      <Typography.Paragraph style={{ marginTop: 8 }}>
        {intl.formatMessage(menusMessage, { count: deadline.menus })} {later}
      </Typography.Paragraph>
    </>
  );
}
