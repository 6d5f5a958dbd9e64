import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { presetRange, type DatePreset } from './date-presets';

const now = dayjs('2026-03-10T15:30:00');
const range = (preset: DatePreset) => presetRange(preset, now).map((d) => d.format('YYYY-MM-DD'));

describe('date presets', () => {
  it('covers whole calendar days, inclusive', () => {
    expect(range('today')).toEqual(['2026-03-10', '2026-03-10']);
    expect(range('yesterday')).toEqual(['2026-03-09', '2026-03-09']);
    expect(range('last7Days')).toEqual(['2026-03-04', '2026-03-10']);
    expect(range('last30Days')).toEqual(['2026-02-09', '2026-03-10']);
  });

  it('knows month lengths, across a year boundary', () => {
    expect(range('currentMonth')).toEqual(['2026-03-01', '2026-03-31']);
    expect(range('pastMonth')).toEqual(['2026-02-01', '2026-02-28']);
    expect(presetRange('pastMonth', dayjs('2026-01-15')).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2025-12-01', '2025-12-31']);
  });

});
