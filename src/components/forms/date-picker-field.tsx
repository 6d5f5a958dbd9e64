// Date fields as every form has them (issue 22): typed in the configured format (their placeholder)
// or picked with the calendar's keys, Enter never submitting the form. How to do either is the
// field's description, hidden: a screen reader says it with the field, and the page stays short (on
// a phone it was seven lines under the checkout's date). Each takes what antd's Form.Item gives its
// control (id, value, onChange, aria-describedby for help and extra) and keeps it.
import { DatePicker, type DatePickerProps, type GetProps } from 'antd';
import { useDateInput, type DateInputProps } from './date-input';

type RangePickerProps = GetProps<typeof DatePicker.RangePicker>;

function describedBy(input: DateInputProps, given: string | undefined): string {
  return [given, input.hintId].filter(Boolean).join(' ');
}

/** How to type or pick the date: the field's description (aria-describedby={input.hintId}), not shown. */
export function KeysHint({ input }: { input: DateInputProps }) {
  return (
    <span id={input.hintId} hidden>
      {input.hint}
    </span>
  );
}

/** A day, or with `month` a month (the configured format without its day). */
export function DatePickerField({ month = false, ...props }: Omit<DatePickerProps, 'format' | 'picker'> & { month?: boolean }) {
  const input = useDateInput({ month });
  return (
    <>
      <DatePicker
        placeholder={input.pattern}
        {...props}
        {...input.picker}
        picker={month ? 'month' : 'date'}
        aria-describedby={describedBy(input, props['aria-describedby'])}
        format={input.format}
      />
      <KeysHint input={input} />
    </>
  );
}

/** A period of days; `ends` names its start and end in their placeholders, beside the format. */
export function DateRangePickerField({ ends, ...props }: Omit<RangePickerProps, 'format' | 'picker' | 'placeholder'> & { ends: [string, string] }) {
  const input = useDateInput();
  return (
    <>
      <DatePicker.RangePicker
        placeholder={[`${ends[0]} (${input.pattern})`, `${ends[1]} (${input.pattern})`]}
        {...props}
        {...input.rangePicker}
        aria-describedby={describedBy(input, props['aria-describedby'])}
        format={input.format}
      />
      <KeysHint input={input} />
    </>
  );
}
