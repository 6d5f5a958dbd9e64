// loadConfig takes the config.json request index.html started early, and reads the file itself
// when that request failed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';

const FILE = { backendUrl: 'https://api.example.test', frontendUrl: 'https://lunch.example.test' };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  window.lunchConfigRequest = undefined;
});

describe('loadConfig', () => {
  it('uses the early request’s config.json without asking again', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    window.lunchConfigRequest = Promise.resolve(json(FILE));
    const config = await loadConfig({}, '/', 'https://lunch.example.test');
    expect(config.backendUrl).toBe(FILE.backendUrl);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads config.json again when the early request failed', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(FILE));
    window.lunchConfigRequest = Promise.resolve(undefined);
    const config = await loadConfig({}, '/app/', 'https://lunch.example.test');
    expect(fetch).toHaveBeenCalledWith('/app/config.json', { cache: 'no-store' });
    expect(config.backendUrl).toBe(FILE.backendUrl);
  });
});
