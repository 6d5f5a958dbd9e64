// Arrow keys in the open calendar of antd 6's pickers (issue 22), without forking them: the keyboard
// focus stays in the field (typing keeps working) and a highlighted day (a month in a month picker)
// moves in the calendar.
// - Down (or Alt+Down, a list box's key to open) opens the calendar's keys: the
//   highlight starts on the date in the field (the other end's in a range; else today).
// - Then Left/Right ±1 day, Up/Down ±7 days, Page Up/Down ±1 month (Shift: ±1 year), Home/End the
//   week's first and last day (a month picker: ±1 month, ±3, ±1 year, a quarter's ends); Enter
//   chooses the day by clicking its cell, so antd applies it exactly as a click (a range's start,
//   then its end; disabled days refused); Escape closes.
// - Typing or Tab hands the keys back to the field.
// The keys are caught on the picker's root in the capture phase, before antd's own handlers. The panel's month is controlled (`pickerValue`) so
// the highlight is always in view; the cell is marked through `cellRender`. The highlighted day is
// announced in the app's live region: antd's cells are plain table cells with no ids or names, so
// aria-activedescendant would point at a bare "15".
import type { DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { cloneElement, useCallback, useEffect, useEffectEvent, useId, useState, type ReactElement, type ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { announce } from '@/components/announce';
import { movedCell, shownPageFor, type CalendarUnit } from './calendar-keys';
import './calendar-keys.css';

dayjs.extend(customParseFormat);

const unavailable = defineMessage<{ date: string }>({
  id: 'form.date.unavailable',
  defaultMessage: '{date}, not available',
  description: 'said for a day of the calendar that cannot be chosen (e.g. a past day for an order)',
});

const HIGHLIGHT_CLASS = 'calendar-highlight';
const HIGHLIGHT_ATTRIBUTE = 'data-calendar-highlight';

type Ends = [Dayjs, Dayjs];
type CellRenderInfo = Parameters<NonNullable<DatePickerProps['cellRender']>>[1];
/** The part of antd's picker ref the keys need (PickerRef). */
type PickerHandle = { nativeElement?: HTMLElement } | null;

interface Options {
  /** The dayjs format of the field's text, to start from the date typed. */
  format: string;
  /** Days (a date picker) or months (picker="month"). */
  unit?: CalendarUnit;
}

function typedDate(input: Element | null | undefined, format: string): Dayjs | undefined {
  if (!(input instanceof HTMLInputElement)) return undefined;
  const date = dayjs(input.value, format, true);
  return date.isValid() ? date : undefined;
}

/** The keys' shared state and the props each kind of picker takes (spread them on it). */
export function useCalendarKeys({ format, unit = 'day' }: Options) {
  const intl = useIntl();
  const id = useId();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  // The day the keys are on; null while they belong to the field.
  const [highlight, setHighlight] = useState<Dayjs | null>(null);
  // The first month each end's panel shows (antd's `pickerValue`, controlled so a key can turn it).
  const [shown, setShown] = useState<Ends>(() => [dayjs(), dayjs()]);
  // The calendar's own view: its header's buttons switch it to months or years, where the keys
  // (which move days, or months) have nothing to show; they are the field's until it returns. Read
  // from the page: antd also puts the view back by itself, without telling.
  const showsUnits = () => !open || document.querySelector(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-${unit === 'day' ? 'date' : 'month'}-panel`) !== null;

  const highlightedCell = (): HTMLTableCellElement | null => {
    const marks = [...document.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}="${CSS.escape(id)}"]`)].map((mark) => mark.closest('td'));
    // A range's two months may both show the day (one of them greyed, outside its month).
    return marks.find((cell) => cell?.classList.contains('ant-picker-cell-in-view')) ?? marks[0] ?? null;
  };

  const moveTo = (cell: Dayjs, end: 0 | 1, pages: 1 | 2) => {
    setHighlight(cell);
    setShown((current) => {
      const page = shownPageFor(cell, current[end], pages, unit);
      if (page === current[end]) return current;
      return end === 0 ? [page, current[1]] : [current[0], page];
    });
  };
  const spoken = (cell: Dayjs) => intl.formatDate(cell.toDate(), unit === 'day' ? { dateStyle: 'full' } : { month: 'long', year: 'numeric' });

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || event.isComposing || event.ctrlKey || event.metaKey || !showsUnits()) return;
    const range = input.getAttribute('date-range');
    const end = range === 'end' ? 1 : 0;
    const pages = range ? 2 : 1;
    const consume = () => {
      event.preventDefault(); // nor a caret move, nor the form's submission on Enter
      event.stopPropagation(); // nor antd's handlers
    };
    if (!highlight) {
      if (event.key !== 'ArrowDown') return;
      consume();
      const other = range ? root?.querySelector(`input[date-range="${range === 'end' ? 'start' : 'end'}"]`) : undefined;
      setOpen(true);
      moveTo(typedDate(input, format) ?? typedDate(other, format) ?? dayjs().startOf(unit), end, pages);
      return;
    }
    if (event.key === 'Enter') {
      consume();
      const cell = highlightedCell();
      if (cell?.classList.contains('ant-picker-cell-disabled')) announce(intl.formatMessage(unavailable, { date: spoken(highlight) }));
      else cell?.click();
      return;
    }
    const next = event.altKey ? undefined : movedCell(highlight, event.key, event.shiftKey, unit);
    if (next) {
      consume();
      moveTo(next, end, pages);
    } else if (event.key !== 'Shift' && event.key !== 'Alt') {
      setHighlight(null); // typing, Tab, Escape (antd closes): the field's keys again
    }
  });

  useEffect(() => {
    if (!root) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    root.addEventListener('keydown', listener, true);
    return () => root.removeEventListener('keydown', listener, true);
  }, [root]);

  // Said once the calendar shows the day, so a disabled one can be told.
  useEffect(() => {
    if (!highlight) return;
    const date = spoken(highlight);
    announce(highlightedCell()?.classList.contains('ant-picker-cell-disabled') ? intl.formatMessage(unavailable, { date }) : date);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said when the day changes, not when the language does
  }, [highlight]);

  const ref = useCallback((picker: PickerHandle) => setRoot(picker?.nativeElement ?? null), []);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setHighlight(null);
  };
  const cellRender = (current: Dayjs | number | string, info: CellRenderInfo): ReactNode => {
    const node = info.originNode as ReactElement<{ className?: string }>;
    if (info.type !== (unit === 'day' ? 'date' : 'month') || !highlight || !dayjs.isDayjs(current) || !current.isSame(highlight, unit)) return node;
    return cloneElement(node, { className: `${node.props.className ?? ''} ${HIGHLIGHT_CLASS}`, [HIGHLIGHT_ATTRIBUTE]: id } as object);
  };

  const shared = { ref, open, onOpenChange, cellRender };
  return {
    single: { ...shared, pickerValue: shown[0], onPickerValueChange: (date: Dayjs) => setShown([date, date]) },
    range: { ...shared, pickerValue: shown, onPickerValueChange: (dates: Ends) => setShown(dates) },
  };
}
