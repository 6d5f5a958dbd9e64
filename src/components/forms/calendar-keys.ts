// Where a key moves the highlighted cell of an open calendar (issue 22; antd 6's own calendar has
// no keys, ant-design#53638), and which page the panel must show for that cell to be in view. A
// date picker's cells are days (rows of a week, a page a month); a month picker's are months (rows
// of three, a page a year).
import type { Dayjs } from 'dayjs';

export type CalendarUnit = 'day' | 'month';

/** The day or month `key` moves the highlight to; undefined for a key that is not the calendar's. */
export function movedCell(cell: Dayjs, key: string, shiftKey = false, unit: CalendarUnit = 'day'): Dayjs | undefined {
  const days = unit === 'day';
  switch (key) {
    case 'ArrowLeft':
      return cell.subtract(1, unit);
    case 'ArrowRight':
      return cell.add(1, unit);
    case 'ArrowUp':
      return days ? cell.subtract(1, 'week') : cell.subtract(3, 'month');
    case 'ArrowDown':
      return days ? cell.add(1, 'week') : cell.add(3, 'month');
    // Shift: a year of days, ten years of months (antd's "super" arrows).
    case 'PageUp':
      return days ? cell.subtract(1, shiftKey ? 'year' : 'month') : cell.subtract(shiftKey ? 10 : 1, 'year');
    case 'PageDown':
      return days ? cell.add(1, shiftKey ? 'year' : 'month') : cell.add(shiftKey ? 10 : 1, 'year');
    // The row's ends: the locale's week (Monday to Sunday in French, Sunday to Saturday in English),
    // or a quarter's months.
    case 'Home':
      return days ? cell.startOf('week') : cell.subtract(cell.month() % 3, 'month');
    case 'End':
      return days ? cell.endOf('week').startOf('day') : cell.add(2 - (cell.month() % 3), 'month');
    default:
      return undefined;
  }
}

/**
 * The first page (a month of days, a year of months) the panel shows so `cell` is in view:
 * unchanged while it is, else the cell's page (or, after the panels, the page before it: a range
 * shows two side by side).
 */
export function shownPageFor(cell: Dayjs, shown: Dayjs, pages: 1 | 2, unit: CalendarUnit = 'day'): Dayjs {
  const page = unit === 'day' ? 'month' : 'year';
  const first = shown.startOf(page);
  const last = first.add(pages - 1, page).endOf(page);
  if (cell.isBefore(first)) return cell.startOf(page);
  if (cell.isAfter(last)) return cell.startOf(page).subtract(pages - 1, page);
  return shown;
}
