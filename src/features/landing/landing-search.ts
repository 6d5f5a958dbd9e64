// The landing page's filters as URL search params, so a filtered view can be shared (spec §2:
// show all, vegan option, vegetarian option, today, tomorrow, day after tomorrow, closed).
import type { QueryFor } from '@/api/client';
import type { MenuType } from '@/api/models';
import { addDays, localIsoDate } from '@/lib/dates';

export const DAYS = ['today', 'tomorrow', 'after-tomorrow'] as const;
export const DIETS = ['all', 'vegetarian', 'vegan'] as const;
export type Day = (typeof DAYS)[number];
export type Diet = (typeof DIETS)[number];

export interface LandingSearch {
  day?: Day;
  diet?: Diet;
  /** Also show the menus of closed restaurants. */
  closed?: boolean;
  q?: string;
}

const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value);

/** Unknown values fall back to the defaults (and are dropped from the URL). */
export function validateLandingSearch(search: Record<string, unknown>): LandingSearch {
  const q = typeof search.q === 'string' ? search.q.slice(0, 100) : undefined;
  const closed = search.closed === true || search.closed === 'true' || search.closed === 1 || search.closed === '1';
  return {
    day: pick(DAYS, search.day),
    diet: pick(DIETS, search.diet),
    closed: closed || undefined,
    q: q?.trim() ? q : undefined,
  };
}

export function dateOfDay(day: Day = 'today', today = localIsoDate()): string {
  return addDays(today, DAYS.indexOf(day));
}

/** Vegetarian includes vegan dishes; "all" asks for every type. */
export function menuTypesOf(diet: Diet = 'all'): MenuType[] | undefined {
  if (diet === 'vegan') return ['VEGAN'];
  if (diet === 'vegetarian') return ['VEGETARIAN', 'VEGAN'];
  return undefined;
}

/** The menus request of a view: its day and its diet (the other filters work in the page). */
export function menusQueryOf({ day, diet }: Pick<LandingSearch, 'day' | 'diet'>): QueryFor<'/api/v1/public/menus'> {
  return { date: dateOfDay(day), 'type[]': menuTypesOf(diet) };
}
