// Cart arithmetic, pure and in cents: per line, amount = price × quantity and the reduction of its
// discounts (the contract's rule, applyDiscounts); subtotals per payer and per day; the total.
// A line without a known price (hidden, "price on request", or not set) is left out of every sum
// and counted in `unpriced`, so the screen can say the totals do not include it.
// Shared by the cart and the checkout (features do not import each other).
import type { Payer } from '@/api/models';
import { applyDiscounts, type DiscountRule } from './discounts';

export interface PricedLine {
  key: string;
  date: string;
  quantity: number;
  /** Null: not chosen yet (in the total, in neither payer's subtotal). */
  payer: Payer | null;
  menu: { price: number | null; price_hidden: boolean; discounts: readonly DiscountRule[] };
}

export interface Sums {
  /** Before discounts. */
  amount: number;
  reduction: number;
  /** amount − reduction. */
  total: number;
  /** Lines left out of the sums because their price is not known. */
  unpriced: number;
}

export interface LineAmounts extends Omit<Sums, 'unpriced'> {
  /** False when the price is hidden or not set: the line is not in any sum. */
  priced: boolean;
  unitPrice: number | null;
}

export interface DayTotals<L> extends Sums {
  date: string;
  lines: L[];
}

export interface CartTotals<L> extends Sums {
  byPayer: Record<Payer, Sums>;
  /** Days in date order, each with its lines in cart order. */
  byDay: DayTotals<L>[];
}

const emptySums = (): Sums => ({ amount: 0, reduction: 0, total: 0, unpriced: 0 });

export function lineAmounts(line: PricedLine): LineAmounts {
  const { price, price_hidden } = line.menu;
  if (price_hidden || price === null) return { priced: false, unitPrice: null, amount: 0, reduction: 0, total: 0 };
  const amount = price * line.quantity;
  const { total, reduction } = applyDiscounts(amount, line.menu.discounts);
  return { priced: true, unitPrice: price, amount, reduction, total };
}

function addTo(sums: Sums, amounts: LineAmounts): void {
  if (!amounts.priced) {
    sums.unpriced += 1;
    return;
  }
  sums.amount += amounts.amount;
  sums.reduction += amounts.reduction;
  sums.total += amounts.total;
}

export function cartTotals<L extends PricedLine>(lines: readonly L[]): CartTotals<L> {
  const totals: CartTotals<L> = { ...emptySums(), byPayer: { USER: emptySums(), TENANT: emptySums() }, byDay: [] };
  const days = new Map<string, DayTotals<L>>();
  for (const line of lines) {
    const amounts = lineAmounts(line);
    let day = days.get(line.date);
    if (!day) {
      day = { date: line.date, lines: [], ...emptySums() };
      days.set(line.date, day);
    }
    day.lines.push(line);
    addTo(day, amounts);
    if (line.payer) addTo(totals.byPayer[line.payer], amounts);
    addTo(totals, amounts);
  }
  totals.byDay = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  return totals;
}
