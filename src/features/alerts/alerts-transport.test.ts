// The polling rules of the alerts' transport, with fake timers and a page whose visibility the test
// sets: a read at start, every 30 s while visible, none while hidden, one on becoming visible again,
// never two at once, a doubling wait after failures (at most 5 minutes), nothing after a final
// failure or stop() — which also aborts the read on its way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BACKOFF_MS, POLL_INTERVAL_MS, pollingTransport } from './alerts-transport';

/** A page whose visibility the test switches (firing visibilitychange like a browser). */
function fakePage() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = 'visible';
  return {
    document: target as unknown as Document,
    hide() {
      target.visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      target.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** Reads the test answers one by one: each call waits until the test resolves or rejects it. */
function controlledReads() {
  const calls: { signal: AbortSignal; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const read = vi.fn((signal: AbortSignal) => new Promise<void>((resolve, reject) => calls.push({ signal, resolve, reject })));
  return { read, calls, last: () => calls.at(-1)! };
}

/** Lets the transport see a settled read (its then/catch run in microtasks). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the alerts transport (polling)', () => {
  it('reads at start, then every 30 s while the page is visible', async () => {
    const page = fakePage();
    const { read, last } = controlledReads();
    const transport = pollingTransport({ read, document: page.document });
    transport.start();
    expect(read).toHaveBeenCalledTimes(1);
    last().resolve();
    await settle();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    last().resolve();
    await settle();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(3);
    transport.stop();
  });

  it('asks nothing while hidden, and reads at once when the page is visible again', async () => {
    const page = fakePage();
    const { read, last } = controlledReads();
    const transport = pollingTransport({ read, document: page.document });
    transport.start();
    last().resolve();
    await settle();
    page.hide();
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(1);
    transport.refresh(); // the user cannot act on a hidden page, but nothing is asked even so
    expect(read).toHaveBeenCalledTimes(1);
    page.show();
    expect(read).toHaveBeenCalledTimes(2);
    last().resolve();
    await settle();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(3);
    transport.stop();
  });

  it('does not start reading on a hidden page until it is shown', async () => {
    const page = fakePage();
    page.hide();
    const { read } = controlledReads();
    const transport = pollingTransport({ read, document: page.document });
    transport.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(read).not.toHaveBeenCalled();
    page.show();
    expect(read).toHaveBeenCalledTimes(1);
    transport.stop();
  });

  it('never reads twice at once: a read asked for meanwhile follows the one on its way', async () => {
    const page = fakePage();
    const { read, calls } = controlledReads();
    const transport = pollingTransport({ read, document: page.document });
    transport.start();
    transport.refresh();
    transport.refresh(true);
    page.hide();
    page.show();
    await vi.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS); // a slow server: still one read
    expect(read).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await settle();
    expect(read).toHaveBeenCalledTimes(2); // the one asked for meanwhile, once
    calls[1]!.resolve();
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(3);
    transport.stop();
  });

  it('backs off after failures — 1, 2, 4 minutes, then at most 5 — and goes back to 30 s after a success', async () => {
    const page = fakePage();
    const { read, last } = controlledReads();
    const transport = pollingTransport({ read, document: page.document });
    transport.start();
    const waits: number[] = [];
    for (let failure = 0; failure < 5; failure += 1) {
      const calls = read.mock.calls.length;
      last().reject(new Error('offline'));
      await settle();
      let waited = 0;
      while (read.mock.calls.length === calls) {
        await vi.advanceTimersByTimeAsync(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([60_000, 120_000, 240_000, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
    // Becoming visible again (or the panel opening) inside a back-off waits for its end…
    last().reject(new Error('offline'));
    await settle();
    page.hide();
    page.show();
    transport.refresh();
    expect(read).toHaveBeenCalledTimes(6);
    // …unless the user asks to try again.
    transport.refresh(true);
    expect(read).toHaveBeenCalledTimes(7);
    last().resolve();
    await settle();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(8);
    transport.stop();
  });

  it('stops for good after a final failure (the session is gone)', async () => {
    const page = fakePage();
    const { read, last } = controlledReads();
    const final = new Error('401');
    const transport = pollingTransport({ read, isFinal: (error) => error === final, document: page.document });
    transport.start();
    last().reject(final);
    await settle();
    await vi.advanceTimersByTimeAsync(MAX_BACKOFF_MS * 2);
    page.hide();
    page.show();
    transport.refresh(true);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('stop() aborts the read on its way and asks nothing more (sign-out, the feature switched off)', async () => {
    const page = fakePage();
    const { read, last } = controlledReads();
    const transport = pollingTransport({ read, document: page.document });
    transport.start();
    const { signal } = last();
    transport.stop();
    expect(signal.aborted).toBe(true);
    last().resolve();
    await settle();
    page.hide();
    page.show();
    transport.refresh(true);
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(1);
    // Started again (the next sign-in): a read at once.
    transport.start();
    expect(read).toHaveBeenCalledTimes(2);
    transport.stop();
  });
});
