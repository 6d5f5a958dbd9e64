// One checkout, one order call per day (the contract places one requested date per call): the days
// in date order, one after the other. A day the server refuses (422: its deadline passed meanwhile,
// a menu withdrawn, the month's salary limit) is reported and the next day still goes; any other
// failure (network, server error, session) stops there, since the next call would fail the same way.
// Each placed day is handed to `onPlaced` at once, so the caller takes its lines out of the cart
// before the next call: a retry sends only what is still in the cart, and nothing is placed twice.
import { ValidationError } from '@/api/errors';
import type { Order, PlaceOrderPayload } from '@/api/models';
import type { RequestLine } from './order-request';

export interface DayRequest {
  /** The cart day (the lines' date). */
  day: string;
  lines: RequestLine[];
  body: PlaceOrderPayload;
}

export type DayOutcome =
  | { kind: 'placed'; day: string; requestedDate: string; orders: Order[] }
  | { kind: 'refused'; day: string; lines: RequestLine[]; error: ValidationError };

export interface PlaceDaysResult {
  outcomes: DayOutcome[];
  /** The failure that stopped the run (the days after it were not sent). */
  stoppedBy?: unknown;
}

export async function placeDays(
  requests: readonly DayRequest[],
  place: (body: PlaceOrderPayload) => Promise<Order[]>,
  onPlaced: (request: DayRequest, orders: Order[]) => void,
): Promise<PlaceDaysResult> {
  const outcomes: DayOutcome[] = [];
  for (const request of [...requests].sort((a, b) => a.day.localeCompare(b.day))) {
    try {
      const orders = await place(request.body);
      onPlaced(request, orders);
      outcomes.push({ kind: 'placed', day: request.day, requestedDate: request.body.requested_date, orders });
    } catch (caught) {
      if (!(caught instanceof ValidationError)) return { outcomes, stoppedBy: caught };
      outcomes.push({ kind: 'refused', day: request.day, lines: request.lines, error: caught });
    }
  }
  return { outcomes };
}

/** The latest outcome of each day, in date order. */
export function mergeOutcomes(earlier: readonly DayOutcome[], latest: readonly DayOutcome[]): DayOutcome[] {
  const byDay = new Map(earlier.map((outcome) => [outcome.day, outcome]));
  for (const outcome of latest) byDay.set(outcome.day, outcome);
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}
