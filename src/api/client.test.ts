// The one typed client: paths are filled and versioned here; what the contract does not have does
// not compile (the @ts-expect-error lines fail the typecheck the day they would compile).
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '@/lib/config';
import { testConfig } from '../../tests/setup/test-config';
import { call, requestPath } from './client';

afterEach(() => setConfig(testConfig()));

describe('requestPath', () => {
  it('fills the path parameters, encoded, and puts the configured API version in', () => {
    setConfig(testConfig({ apiVersion: 2 }));
    expect(requestPath('/api/v1/restaurants/{restaurantId}/menus/{menuId}', { restaurantId: 3, menuId: 14 })).toBe('api/v2/restaurants/3/menus/14');
    expect(requestPath('/api/v1/notifications/{id}/read', { id: 'a b/c' })).toBe('api/v2/notifications/a%20b%2Fc/read');
    expect(requestPath('/auth/user/confirm-password')).toBe('auth/user/confirm-password');
  });

  it('refuses a path parameter it was not given', () => {
    expect(() => requestPath('/api/v1/orders/{id}', {})).toThrow('Missing path parameter id for /api/v1/orders/{id}');
  });
});

// Compiled, never run: what the contract refuses does not type-check.
export function notInTheContract() {
  // @ts-expect-error a path the contract does not have
  void call('GET', '/api/v1/lunches');
  // @ts-expect-error a method the path does not have
  void call('DELETE', '/api/v1/orders');
  // @ts-expect-error the path's parameters are required
  void call('GET', '/api/v1/orders/{id}');
  // @ts-expect-error a body field the operation does not take
  void call('PUT', '/api/v1/bills/{id}/paid', { path: { id: 1 }, body: { paid: true, amount: 3 } });
  // @ts-expect-error a required body missing
  void call('POST', '/api/v1/bills/generate');
  // @ts-expect-error a query parameter of the wrong type
  void call('GET', '/api/v1/dashboard/daily', { query: { days: 'many' } });
}
