// "Plan my week": the five next ordering days, and the page's URL search (the landing's filters,
// and the day a phone shows).
import { addDays, dateOf, isIsoDate, localIsoDate } from '@/lib/dates';
import { validateLandingSearch, type LandingSearch } from './landing-search';

export const WEEK_DAYS = 5;

/**
 * The next `count` ordering days from `today` (itself included). The contract has no closed days:
 * the public menus answer for a Saturday as for any day (a menu's window and its restaurant's
 * opening are all it knows), so a restaurant's weekend is not something the app can ask. Lunch is
 * ordered for the working week, so the days are the next weekdays, Monday to Friday.
 */
export function nextOrderingDays(today = localIsoDate(), count = WEEK_DAYS): string[] {
  const days: string[] = [];
  for (let date = today; days.length < count; date = addDays(date, 1)) {
    const weekday = dateOf(date).getDay();
    if (weekday !== 0 && weekday !== 6) days.push(date);
  }
  return days;
}

export interface WeekSearch extends Omit<LandingSearch, 'day'> {
  /** The day a phone shows (one of the five); the first when missing. */
  day?: string;
}

/**
 * The landing's filters (its `day` choice aside), and a calendar date; the page shows the first
 * day when it is not one of the week's (the route's search stays light: it is in the entry chunk).
 */
export function validateWeekSearch(search: Record<string, unknown>): WeekSearch {
  const { diet, closed, q } = validateLandingSearch(search);
  return { diet, closed, q, day: isIsoDate(search.day) ? search.day : undefined };
}
