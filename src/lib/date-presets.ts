// The date-range presets of list pages (spec §9): today, yesterday, last 7 days, last 30 days,
// current month, past month. Pure: the caller passes "now"; ranges are inclusive calendar dates.
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days', 'currentMonth', 'pastMonth'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The spec's default date format; URLs and the API always use it. */
export const ISO_DATE = 'YYYY-MM-DD';

export function presetRange(preset: DatePreset, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const today = now.startOf('day');
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [today.subtract(1, 'day'), today.subtract(1, 'day')];
    case 'last7Days':
      return [today.subtract(6, 'day'), today];
    case 'last30Days':
      return [today.subtract(29, 'day'), today];
    case 'currentMonth':
      return [today.startOf('month'), today.endOf('month').startOf('day')];
    case 'pastMonth': {
      const past = today.subtract(1, 'month');
      return [past.startOf('month'), past.endOf('month').startOf('day')];
    }
  }
}
