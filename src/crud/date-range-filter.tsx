// The list's date-range filter, with the presets of spec §9. Keyboard (issue 22): each end may be
// left empty while typing, so Tab moves on (antd refocuses an empty required end: a trap); the
// popup sits right after the field, so Tab reaches the presets, which are buttons; Down puts the
// arrow keys on the calendar's days (date-input.ts).
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useDateInput } from '@/components/forms/date-input';
import { KeysHint } from '@/components/forms/date-picker-field';
import { DATE_PRESETS, ISO_DATE, presetRange, type DatePreset } from '@/lib/date-presets';
import { crudMessages } from './messages';
import './date-range-filter.css';

export const datePresetLabels = defineMessages<DatePreset>({
  today: { id: 'crud.datePreset.today', defaultMessage: 'Today' },
  yesterday: { id: 'crud.datePreset.yesterday', defaultMessage: 'Yesterday' },
  last7Days: { id: 'crud.datePreset.last7Days', defaultMessage: 'Last 7 days' },
  last30Days: { id: 'crud.datePreset.last30Days', defaultMessage: 'Last 30 days' },
  currentMonth: { id: 'crud.datePreset.currentMonth', defaultMessage: 'Current month' },
  pastMonth: { id: 'crud.datePreset.pastMonth', defaultMessage: 'Past month' },
});

/** antd's presets as buttons, so Tab reaches them and Enter applies one (antd's are bare list items). */
export function focusablePresets(intl: IntlShape, presets: readonly DatePreset[]) {
  return presets.map((preset) => ({
    label: <button type="button" className="date-preset">{intl.formatMessage(datePresetLabels[preset])}</button>,
    value: () => presetRange(preset),
  }));
}

/** The popup inside the field's own wrapper: next in the tab order (antd puts it at the end of the page). */
export const popupBesideField = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

interface Props {
  label: MessageDescriptor;
  from?: string;
  till?: string;
  onChange: (range: { from?: string; till?: string }) => void;
}

export function DateRangeFilter({ label, from, till, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  const input = useDateInput();
  // The dates typed so far: antd applies a range only once both ends were visited in one "round",
  // which a keyboard user entering from the right (Shift+Tab) never completes.
  const typed = useRef<[Dayjs | null, Dayjs | null]>([null, null]);
  // One end given alone stays in the field (not in the list's address) until the other comes.
  const [half, setHalf] = useState<{ of: string; range: [Dayjs | null, Dayjs | null] }>();
  const applied = `${from}/${till}`;
  // The same array from one render to the next: antd puts its calendar back to a new `value`,
  // dropping a start just chosen (the calendar's keys re-render the filter at each press).
  const value = useMemo<[Dayjs | null, Dayjs | null] | null>(
    () => (half?.of === applied ? half.range : from && till ? [dayjs(from, ISO_DATE), dayjs(till, ISO_DATE)] : null),
    [half, applied, from, till],
  );
  const name = intl.formatMessage(label);
  const ends = [crudMessages.dateFrom, crudMessages.dateTill].map((end) => intl.formatMessage(crudMessages.dateEnd, { field: name, end: intl.formatMessage(end) }));
  const placeholders: [string, string] = [`${ends[0]} (${input.pattern})`, `${ends[1]} (${input.pattern})`];
  const apply = (start: Dayjs, end: Dayjs) => {
    const range = { from: start.format(ISO_DATE), till: end.format(ISO_DATE) };
    if (range.from !== from || range.till !== till) onChange(range);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') typed.current = [null, null]; // antd drops what was typed
    const [start, end] = typed.current;
    if (!start || !end || start.isAfter(end)) return;
    const side = (event.target as HTMLElement).getAttribute('date-range');
    // Enter applies; so does leaving the field by Tab (forward from the end, back from the start).
    const leaving = event.key === 'Tab' && (event.shiftKey ? side === 'start' : side === 'end');
    if (event.key === 'Enter' || leaving) apply(start, end);
  };
  return (
    <span className="date-range-filter">
      {/* Each end its own name (antd would give both the same aria-label). */}
      <label htmlFor={`${id}-from`} className="l-visually-hidden">{ends[0]}</label>
      <label htmlFor={`${id}-till`} className="l-visually-hidden">{ends[1]}</label>
      <KeysHint input={input} />
      <DatePicker.RangePicker
        {...input.rangePicker}
        id={{ start: `${id}-from`, end: `${id}-till` }}
        value={value}
        allowEmpty={[true, true]}
        format={input.format}
        placeholder={placeholders}
        style={{ width: `calc(${2 * Math.max(...placeholders.map((text) => text.length))}ch + 4.5rem)` }}
        aria-describedby={input.hintId}
        getPopupContainer={popupBesideField}
        presets={focusablePresets(intl, DATE_PRESETS)}
        onCalendarChange={(dates) => (typed.current = [dates?.[0] ?? null, dates?.[1] ?? null])}
        onKeyDown={onKeyDown}
        onChange={(range) => {
          const [start, end] = range ?? [];
          typed.current = [null, null];
          setHalf(undefined);
          if (start && end) apply(start, end);
          else if (start || end) setHalf({ of: applied, range: [start ?? null, end ?? null] });
          else onChange({ from: undefined, till: undefined });
        }}
      />
    </span>
  );
}
