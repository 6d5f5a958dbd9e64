import { describe, expect, it } from 'vitest';
import { takeEarlyRequest } from './early-requests';

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
