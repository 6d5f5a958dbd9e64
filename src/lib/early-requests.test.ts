import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_FRAME_WAIT_MS, bootFrameSettled, takeEarlyRequest } from './early-requests';

describe('takeEarlyRequest', () => {
  it('hands an early request over once, then none', () => {
    const request = Promise.resolve(undefined);
    window.lunchFeatureTreeRequest = request;
    expect(takeEarlyRequest('lunchFeatureTreeRequest')).toBe(request);
    expect(takeEarlyRequest('lunchFeatureTreeRequest')).toBeUndefined();
    expect(window.lunchFeatureTreeRequest).toBeUndefined();
  });

  it('has none to give when config-request.js started none', () => {
    expect(takeEarlyRequest('lunchConfigRequest')).toBeUndefined();
  });
});

describe('bootFrameSettled', () => {
  afterEach(() => {
    window.lunchBootFrame = undefined;
    vi.useRealTimers();
  });

  it('goes on at once without config-request.js', async () => {
    await expect(bootFrameSettled()).resolves.toBeUndefined();
  });

  it('waits for the frame, but not past its limit when the backend never answers', async () => {
    vi.useFakeTimers();
    let painted = false;
    window.lunchBootFrame = new Promise(() => undefined);
    const waiting = bootFrameSettled().then(() => (painted = true));
    await vi.advanceTimersByTimeAsync(BOOT_FRAME_WAIT_MS - 1);
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(painted).toBe(true);
  });
});
