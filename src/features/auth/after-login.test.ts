import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/models';
import { browserLocation } from '@/lib/browser';
import { testConfig, TEST_BACKEND_URL } from '../../../tests/setup/test-config';
import { targetAfterLogin } from './after-login';

const admin = { roles: [{ id: 2, name: 'admin' }] } as User;
const config = testConfig();

afterEach(() => vi.useRealTimers());

describe('where a signed-in user goes', () => {
  it('prefers a safe redirect_path, else the role path', () => {
    const goHome = vi.fn();
    expect(targetAfterLogin(admin, '/admin/profile?x=1#y', config, goHome)).toBe('/admin/profile?x=1#y');
    expect(targetAfterLogin(admin, undefined, config, goHome)).toBe('/admin/dashboard');
    expect(targetAfterLogin(admin, 'https://evil.example/api', config, goHome)).toBe('/admin/dashboard');
    expect(goHome).not.toHaveBeenCalled();
  });

  it("opens a backend 'api' address as a link and goes home 1000 ms later", () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const goHome = vi.fn();
    const href = `${TEST_BACKEND_URL}/api/v1/oauth/authorize?client=desktop`;
    expect(targetAfterLogin(admin, href, config, goHome)).toBeUndefined();
    expect(assign).toHaveBeenCalledWith(href);
    vi.advanceTimersByTime(999);
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goHome).toHaveBeenCalledOnce();
  });
});
