// The day the order is for, at the top of the checkout's lines: a date picker when the cart holds
// one day and the request-date feature is on; without the feature, a note that orders are for
// today (a warning when the cart's day is another one). A cart of several days shows neither: each
// day is its own order.
import { Alert, Form } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { DatePickerField } from '@/components/forms/date-picker-field';
import { useDayLabel } from '@/components/ordering/use-money';
import { dateOf } from '@/lib/dates';
import { checkoutMessages as m, otherDayWarning } from './checkout-messages';

interface Props {
  requestDate: boolean;
  single: boolean;
  /** The order goes for another day than the cart's. */
  otherDay: boolean;
  firstDay: string;
}

export function OrderDateField({ requestDate, single, otherDay, firstDay }: Props) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const warning = otherDay ? intl.formatMessage(otherDayWarning, { day: dayLabel(dateOf(firstDay)) }) : undefined;
  if (requestDate && single) {
    return (
      <Form.Item
        name="requested_date"
        label={intl.formatMessage(m.requestedDate)}
        rules={[{ required: true, message: intl.formatMessage(m.requestedDateRequired) }]}
        extra={warning}
      >
        <DatePickerField allowClear={false} disabledDate={(date) => date.isBefore(dayjs().startOf('day'))} />
      </Form.Item>
    );
  }
  if (requestDate) return null;
  return <Alert type={otherDay ? 'warning' : 'info'} showIcon style={{ marginBottom: 16 }} title={intl.formatMessage(m.requestedDateToday)} description={warning} />;
}
