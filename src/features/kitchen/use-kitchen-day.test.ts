// The board's refresh: every 30 s while the tab is visible, not while hidden, at once when it comes
// back after that long, at once on a new alert about an order; the data is replaced in place and a
// failed refresh keeps the last data.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification, Order } from '@/api/models';
import { NO_ALERTS, useAlerts } from '@/stores/alerts';
import { REFRESH_MS, useKitchenDay } from './use-kitchen-day';

const order = (id: number) => ({ id }) as Order;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useKitchenDay', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    useAlerts.setState(NO_ALERTS);
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('reads the day again every 30 s while visible, in place', async () => {
    const load = vi.fn().mockResolvedValueOnce([order(1)]).mockResolvedValueOnce([order(1), order(2)]);
    const { result } = renderHook(() => useKitchenDay('2026-03-10', load));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.orders).toEqual([order(1)]);
    const first = result.current.refreshedAt;
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.orders).toEqual([order(1), order(2)]);
    expect(result.current.refreshedAt!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it('waits while the tab is hidden and reads at once when it comes back after 30 s', async () => {
    const load = vi.fn().mockResolvedValue([order(1)]);
    renderHook(() => useKitchenDay('2026-03-10', load));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(3 * REFRESH_MS));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility('visible'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads at once when a new alert says an order was placed, not for the first read of alerts nor for other kinds', async () => {
    const alert = (id: string, type: AppNotification['type']) => ({ id, type, read_at: null }) as AppNotification;
    const load = vi.fn().mockResolvedValue([order(1)]);
    renderHook(() => useKitchenDay('2026-03-10', load));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => useAlerts.setState({ loaded: true, unread: 1, latest: [alert('a', 'order-placed')] }));
    act(() => useAlerts.setState({ unread: 2, latest: [alert('b', 'bill-notified'), alert('a', 'order-placed')] }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => useAlerts.setState({ unread: 3, latest: [alert('c', 'order-placed'), alert('b', 'bill-notified'), alert('a', 'order-placed')] }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last data when a refresh fails, and says so', async () => {
    const failure = new Error('down');
    const load = vi.fn().mockResolvedValueOnce([order(1)]).mockRejectedValueOnce(failure);
    const { result } = renderHook(() => useKitchenDay('2026-03-10', load));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(result.current.orders).toEqual([order(1)]);
    expect(result.current.error).toBe(failure);
  });

  it('starts afresh on another day', async () => {
    const load = vi.fn(async (date: string) => [order(date === '2026-03-10' ? 1 : 2)]);
    const { result, rerender } = renderHook(({ date }) => useKitchenDay(date, load), { initialProps: { date: '2026-03-10' } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ date: '2026-03-11' });
    expect(result.current.orders).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.orders).toEqual([order(2)]);
    expect(load).toHaveBeenLastCalledWith('2026-03-11', expect.any(AbortSignal));
  });
});
