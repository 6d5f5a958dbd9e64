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
