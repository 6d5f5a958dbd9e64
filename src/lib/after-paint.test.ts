import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, afterPageLoad } from './after-paint';

const frames = () => new Promise((resolve) => setTimeout(resolve, 60));

function pretendLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

describe('afterNextPaint', () => {
  it('runs the task after the next frame, not at once', async () => {
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    await frames();
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled', async () => {
    const task = vi.fn();
    afterNextPaint(task)();
    await frames();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('afterPageLoad', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the load event while the page is loading', async () => {
    pretendLoading();
    const task = vi.fn();
    afterPageLoad(task);
    await frames();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await frames();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs after the next frame once the page has loaded', async () => {
    const task = vi.fn();
    afterPageLoad(task);
    await frames();
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled before the load event', async () => {
    pretendLoading();
    const task = vi.fn();
    afterPageLoad(task)();
    window.dispatchEvent(new Event('load'));
    await frames();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('afterPageLoad where the browser reports paints', () => {
  /** A PerformanceObserver that reports the first contentful paint when the test says so. */
  function reportPaints() {
    const observers: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {
        observers.length = 0;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return () => observers.forEach((notify) => notify({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }));
  }

  afterEach(() => vi.unstubAllGlobals());

  it('waits until the first content is on screen', async () => {
    const contentShown = reportPaints();
    const task = vi.fn();
    afterPageLoad(task);
    await frames();
    expect(task).not.toHaveBeenCalled();
    contentShown();
    await frames();
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled while it waits for the first content', async () => {
    const contentShown = reportPaints();
    const task = vi.fn();
    afterPageLoad(task)();
    contentShown();
    await frames();
    expect(task).not.toHaveBeenCalled();
  });

  it('goes on after a few seconds when no paint is reported', async () => {
    reportPaints();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    afterPageLoad(task);
    vi.advanceTimersByTime(5000);
    vi.useRealTimers();
    await frames();
    expect(task).toHaveBeenCalledOnce();
  });
});
