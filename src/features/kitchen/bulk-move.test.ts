// Moves in bulk: allowed moves are sent one by one, a move the table forbids is never sent, and a
// refusal of the server is that order's outcome while the others go through.
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@/api/models';
import type { OrderStatus } from '@/lib/order-status';
import { bulkTargets, moveOrders } from './bulk-move';

const order = (id: number, status: OrderStatus) => ({ id, status, order_number: `A-${id}` }) as Order;

describe('bulk moves', () => {
  it('offers the statuses the table lets staff reach from the selection, forward moves first, with how many can go', () => {
    expect(bulkTargets([order(1, 'RECEIVED'), order(2, 'RECEIVED'), order(3, 'PLACED')])).toEqual([
      { status: 'ACCEPTED', count: 2 },
      { status: 'RECEIVED', count: 1 },
      { status: 'DENIED', count: 3 },
    ]);
    expect(bulkTargets([order(1, 'ACCEPTED'), order(2, 'CANCEL_REQUESTED')])).toEqual([
      { status: 'TRANSPORT_READY', count: 1 },
      { status: 'CANCELED', count: 1 },
      { status: 'CANCEL_DENIED', count: 1 },
    ]);
    expect(bulkTargets([order(1, 'COMPLETED')])).toEqual([]);
  });

  it('moves every allowed order with the status call', async () => {
    const call = vi.fn().mockResolvedValue({});
    const outcomes = await moveOrders([order(1, 'RECEIVED'), order(2, 'RECEIVED')], 'ACCEPTED', call);
    expect(outcomes.map((outcome) => [outcome.order.id, outcome.result])).toEqual([[1, 'moved'], [2, 'moved']]);
    expect(call.mock.calls).toEqual([[1, { status: 'ACCEPTED', status_comment: null }], [2, { status: 'ACCEPTED', status_comment: null }]]);
  });

  it('sends nothing for an order whose move the table forbids', async () => {
    const call = vi.fn().mockResolvedValue({});
    const outcomes = await moveOrders([order(1, 'PLACED'), order(2, 'RECEIVED'), order(3, 'COMPLETED')], 'ACCEPTED', call);
    expect(outcomes.map((outcome) => [outcome.order.id, outcome.result])).toEqual([[1, 'notAllowed'], [2, 'moved'], [3, 'notAllowed']]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(2, { status: 'ACCEPTED', status_comment: null });
  });

  it('keeps a refusal as that order’s outcome and goes on with the others', async () => {
    const refusal = new Error('The status cannot change from ACCEPTED to ACCEPTED.');
    const call = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(refusal).mockResolvedValueOnce({});
    const outcomes = await moveOrders([order(1, 'RECEIVED'), order(2, 'RECEIVED'), order(3, 'RECEIVED')], 'ACCEPTED', call);
    expect(outcomes).toEqual([
      { order: order(1, 'RECEIVED'), result: 'moved' },
      { order: order(2, 'RECEIVED'), result: 'refused', error: refusal },
      { order: order(3, 'RECEIVED'), result: 'moved' },
    ]);
  });
});
