// The list's date-range filter, with the presets of spec §9.
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { DATE_PRESETS, ISO_DATE, presetRange, type DatePreset } from '@/lib/date-presets';
import { crudMessages } from './messages';

export const datePresetLabels = defineMessages<DatePreset>({
  today: { id: 'crud.datePreset.today', defaultMessage: 'Today' },
  yesterday: { id: 'crud.datePreset.yesterday', defaultMessage: 'Yesterday' },
  last7Days: { id: 'crud.datePreset.last7Days', defaultMessage: 'Last 7 days' },
  last30Days: { id: 'crud.datePreset.last30Days', defaultMessage: 'Last 30 days' },
  currentMonth: { id: 'crud.datePreset.currentMonth', defaultMessage: 'Current month' },
  pastMonth: { id: 'crud.datePreset.pastMonth', defaultMessage: 'Past month' },
});

interface Props {
  label: MessageDescriptor;
  from?: string;
  till?: string;
  onChange: (range: { from?: string; till?: string }) => void;
}

export function DateRangeFilter({ label, from, till, onChange }: Props) {
  const intl = useIntl();
  const value: [Dayjs, Dayjs] | null = from && till ? [dayjs(from, ISO_DATE), dayjs(till, ISO_DATE)] : null;
  const name = intl.formatMessage(label);
  return (
    <DatePicker.RangePicker
      value={value}
      allowEmpty={[false, false]}
      placeholder={[`${name}: ${intl.formatMessage(crudMessages.dateFrom)}`, `${name}: ${intl.formatMessage(crudMessages.dateTill)}`]}
      aria-label={name}
      presets={DATE_PRESETS.map((preset) => ({ label: intl.formatMessage(datePresetLabels[preset]), value: () => presetRange(preset) }))}
      onChange={(range) => {
        const [start, end] = range ?? [];
        onChange(start && end ? { from: start.format(ISO_DATE), till: end.format(ISO_DATE) } : { from: undefined, till: undefined });
      }}
    />
  );
}
