// The QA run's own logic (tests/qa): what it refuses to start without, and how a backend's
// difference from the contract reads in its summary — operation, place in the body, schema expected.
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../../mocks/contract/openapi-validator';
import { readQaEnv } from '../qa/env';
import { describeMismatches } from '../qa/report';

describe('QA environment', () => {
  it('refuses without a frontend or an account, and names a half-given account', () => {
    expect(readQaEnv({})).toEqual({ problems: [expect.stringContaining('QA_BASE_URL'), expect.stringContaining('no account')] });
    const half = readQaEnv({ QA_BASE_URL: 'https://qa.example', QA_USER_EMAIL: 'u@example.com' });
    expect(half).toEqual({ problems: ['QA_USER_EMAIL and QA_USER_PASSWORD go together', expect.stringContaining('no account')] });
  });

  it('reads the accounts given, the API on the frontend origin unless said otherwise, read-only unless QA_WRITE=1', () => {
    const read = readQaEnv({ QA_BASE_URL: 'https://qa.example/', QA_ADMIN_EMAIL: 'a@example.com', QA_ADMIN_PASSWORD: 'secret', QA_RUN_ID: '42' });
    expect(read).toEqual({
      env: { baseUrl: 'https://qa.example', backendUrl: 'https://qa.example', accounts: [{ role: 'admin', email: 'a@example.com', password: 'secret' }], write: false, runId: '42' },
    });
  });
});

describe('QA contract summary', () => {
  it('names the operation, the place in the body and the schema expected there, once per place', () => {
    const mismatch = validateResponse({
      method: 'GET', url: 'https://api.example/api/v1/restaurants/7/menus/3', status: 200, contentType: 'application/json',
      body: { data: { id: '3' } },
    });
    expect(mismatch).toBeDefined();
    const logged = { ...mismatch!, account: 'admin', test: 'route' };
    const lines = describeMismatches([logged, logged]);
    expect(lines).toContain(
      'getRestaurantMenu 200 (GET /api/v1/restaurants/{id}/menus/{id}): /data/id must be integer (expected #/components/schemas/RestaurantMenu/properties/id) ×2',
    );
  });
});
