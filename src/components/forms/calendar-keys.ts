// Where a key moves the highlighted day of an open calendar (issue 22; antd 6's own calendar has no
// keys, ant-design#53638), and which month the panel must show for that day to be in view.
import type { Dayjs } from 'dayjs';

/** The day `key` moves the highlight to: a day, a week, a month (a year with Shift), the week's ends. */
export function movedDay(day: Dayjs, key: string, shiftKey = false): Dayjs | undefined {
  switch (key) {
    case 'ArrowLeft':
      return day.subtract(1, 'day');
    case 'ArrowRight':
      return day.add(1, 'day');
    case 'ArrowUp':
      return day.subtract(1, 'week');
    case 'ArrowDown':
      return day.add(1, 'week');
    case 'PageUp':
      return day.subtract(1, shiftKey ? 'year' : 'month');
    case 'PageDown':
      return day.add(1, shiftKey ? 'year' : 'month');
    // The locale's week: Monday to Sunday in French, Sunday to Saturday in English.
    case 'Home':
      return day.startOf('week');
    case 'End':
      return day.endOf('week').startOf('day');
    default:
      return undefined;
  }
}

/**
 * The first month the panel shows so `day` is in view: unchanged while it is, else the day's month
 * (or, after the panels, the month before it: a range shows two months side by side).
 */
export function panelMonthFor(day: Dayjs, shown: Dayjs, months: 1 | 2): Dayjs {
  const first = shown.startOf('month');
  const last = first.add(months - 1, 'month').endOf('month');
  if (day.isBefore(first)) return day.startOf('month');
  if (day.isAfter(last)) return day.startOf('month').subtract(months - 1, 'month');
  return shown;
}
