// The public menus of several days as the signed-in user's company sees them (each call names the
// tenant), to check the cart's lines. Best effort: a day that cannot be read stays unknown, and
// the server checks the order anyway.
import { useEffect, useState } from 'react';
import { listPublicMenus } from '@/api/catalogue';
import type { PublicMenu } from '@/api/models';

export type DayMenus = ReadonlyMap<string, Map<number, PublicMenu>>;

/** `dates` joined, so the effect runs again only when the set of days changes. */
export function useDayMenus(dates: readonly string[], userId: number | null | undefined): DayMenus {
  return useDayMenusState(dates, userId).days;
}

/** The same, and whether the days are still being read (false once every day answered or failed). */
export function useDayMenusState(dates: readonly string[], userId: number | null | undefined): { days: DayMenus; checking: boolean } {
  const wanted = [...new Set(dates)].sort().join(',');
  const [loaded, setLoaded] = useState<{ for: string; days: Map<string, Map<number, PublicMenu>> }>();
  const key = `${userId ?? 'guest'}|${wanted}`;
  useEffect(() => {
    if (wanted === '') return;
    const controller = new AbortController();
    const days = new Map<string, Map<number, PublicMenu>>();
    void Promise.all(
      wanted.split(',').map((date) =>
        listPublicMenus({ date }, controller.signal).then(
          (menus) => days.set(date, new Map(menus.map((menu) => [menu.id, menu]))),
          () => undefined,
        ),
      ),
    ).then(() => {
      if (!controller.signal.aborted) setLoaded({ for: key, days });
    });
    return () => controller.abort();
  }, [key, wanted]);
  const current = loaded?.for === key;
  return { days: current ? loaded.days : EMPTY, checking: wanted !== '' && !current };
}

const EMPTY: DayMenus = new Map();
