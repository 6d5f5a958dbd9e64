// A date field as every form has it (issue 22): typed in the configured format (its placeholder) or
// picked with the calendar's keys, Enter never submitting the form. How to do either is the field's
// description, hidden: a screen reader says it with the field, and the page stays short (on a phone
// it was seven lines under the checkout's date).
import { DatePicker, type DatePickerProps } from 'antd';
import { useDateInput } from './date-input';

/** Takes what antd's Form.Item gives its control (id, value, onChange, aria-describedby) and keeps it. */
export function DatePickerField(props: Omit<DatePickerProps, 'format' | 'picker'>) {
  const input = useDateInput();
  const describedBy = [props['aria-describedby'], input.hintId].filter(Boolean).join(' ');
  return (
    <>
      <DatePicker placeholder={input.pattern} {...props} {...input.picker} aria-describedby={describedBy} format={input.format} />
      <span id={input.hintId} hidden>
        {input.hint}
      </span>
    </>
  );
}
