// What every date picker shares so it can be used by keyboard (issue 22): the configured format
// (projectDateFormat) stated in the user's language ("AAAA-MM-JJ" in French) as the placeholder and
// a hint, free typing, and the arrow keys in the open calendar (use-calendar-keys.tsx). No antd
// mask: it shows the format's own letters in the field (YYYY-MM-DD to a French reader) and takes
// keys only (no paste, autofill or dictation).
import { useId, type KeyboardEvent } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { getConfig } from '@/lib/config';
import { useCalendarKeys } from './use-calendar-keys';

const dateInputMessages = defineMessages({
  year: { id: 'form.date.yearLetter', defaultMessage: 'Y', description: 'the letter standing for a digit of the year in a date format such as YYYY-MM-DD' },
  month: { id: 'form.date.monthLetter', defaultMessage: 'M', description: 'the letter standing for a digit of the month in a date format' },
  day: { id: 'form.date.dayLetter', defaultMessage: 'D', description: 'the letter standing for a digit of the day in a date format' },
});

const hintMessages = {
  free: defineMessage<{ pattern: string; calendar: string }>({
    id: 'form.date.hintFree',
    defaultMessage: 'Type the date as {pattern}, or press Down to choose it in the calendar: {calendar}',
  }),
  month: defineMessage<{ pattern: string }>({
    id: 'form.date.hintMonth',
    defaultMessage:
      'Type the month as {pattern}, or press Down to choose it in the calendar: the arrow keys move by a month (Left, Right) or three (Up, Down), Page Up and Page Down by a year, Home and End to the start and end of the row; Enter chooses the month, Escape closes the calendar.',
  }),
  calendar: defineMessage({
    id: 'form.date.hintCalendar',
    defaultMessage:
      'the arrow keys move by a day (Left, Right) or a week (Up, Down), Page Up and Page Down by a month, Home and End to the start and end of the week; Enter chooses the day, Escape closes the calendar.',
    description: 'ends the date hints, after "… opens the calendar:"',
  }),
};

/** The month of a date format, for a month picker: YYYY-MM of YYYY-MM-DD, MM/YYYY of DD/MM/YYYY. */
export function monthFormat(format: string): string {
  return format.replace(/D+[^A-Za-z]*/, '').replace(/[^A-Za-z]+$/, '');
}

/** A format as the user reads it: YYYY-MM-DD in English, AAAA-MM-JJ in French. */
export function readableFormat(intl: IntlShape, format: string): string {
  const letters: Record<string, string> = {
    Y: intl.formatMessage(dateInputMessages.year),
    M: intl.formatMessage(dateInputMessages.month),
    D: intl.formatMessage(dateInputMessages.day),
  };
  return format.replace(/[YMD]/g, (letter) => letters[letter] ?? letter);
}

/**
 * Enter in a picker confirms the typed date (antd) and must not also submit the surrounding form
 * (the browser's implicit submission): the checkout would place the order.
 */
export function keepEnterInPicker(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

export interface DateInputProps {
  format: string;
  /** The format in the user's language, for placeholders. */
  pattern: string;
  /** How to type or pick a date, for a hint the field is described by. */
  hint: string;
  hintId: string;
  /** The calendar's arrow keys and Enter that never submits: spread on a DatePicker … */
  picker: ReturnType<typeof useCalendarKeys>['single'] & { onKeyDown: typeof keepEnterInPicker };
  /** … or on a RangePicker. */
  rangePicker: ReturnType<typeof useCalendarKeys>['range'] & { onKeyDown: typeof keepEnterInPicker };
}

/**
 * The picker props of the configured format, with its placeholder, hint and calendar keys; `month`
 * for a month picker (the format without its day).
 */
export function useDateInput({ month = false }: { month?: boolean } = {}): DateInputProps {
  const intl = useIntl();
  const hintId = useId();
  const format = month ? monthFormat(getConfig().projectDateFormat) : getConfig().projectDateFormat;
  const pattern = readableFormat(intl, format);
  const keys = useCalendarKeys({ format, unit: month ? 'month' : 'day' });
  const calendar = intl.formatMessage(hintMessages.calendar);
  return {
    format,
    pattern,
    hint: month
      ? intl.formatMessage(hintMessages.month, { pattern })
      : intl.formatMessage(hintMessages.free, { pattern, calendar }),
    hintId,
    picker: { ...keys.single, onKeyDown: keepEnterInPicker },
    rangePicker: { ...keys.range, onKeyDown: keepEnterInPicker },
  };
}
