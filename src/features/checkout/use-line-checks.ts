// The checkout's lines against each day's menus as they are now (line-checks.ts): what each line's
// problem is, which lines are sent, and, as a best effort, fresh prices and discounts for the cart.
import { useEffect } from 'react';
import type { User } from '@/api/models';
import { excludesLine, lineProblem, type LineProblem } from '@/components/ordering/line-checks';
import { useDayMenusState } from '@/components/ordering/use-day-menus';
import { localIsoDate } from '@/lib/dates';
import { useCart, type CartLine } from '@/stores/cart';
import { useVariable } from '@/stores/variables';

/** `orderDateOf(day)`: the date a cart day is ordered for (the picker's, or today without request-date). */
export function useLineChecks(lines: CartLine[], days: string[], orderDateOf: (day: string) => string, user: User, payerFeature: boolean) {
  const today = localIsoDate();
  const { days: dayMenus, checking } = useDayMenusState(days.map(orderDateOf), user.id);
  const defaultDeadline = useVariable('default_order_deadline');
  const problems = new Map<string, LineProblem | undefined>(
    lines.map((line) => {
      const orderDate = orderDateOf(line.date);
      return [line.key, lineProblem(line, { user, today, payerFeature, menus: dayMenus.get(orderDate), orderDate, defaultDeadline })];
    }),
  );
  const orderable = lines.filter((line) => !excludesLine(problems.get(line.key)));
  useEffect(() => {
    for (const day of days) {
      const menus = orderDateOf(day) === day ? dayMenus.get(day) : undefined;
      if (menus) useCart.getState().refreshMenus(day, [...menus.values()]);
    }
    // The menus read are what changes; the days come with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dayMenus]);
  return { problems, orderable, checking };
}
