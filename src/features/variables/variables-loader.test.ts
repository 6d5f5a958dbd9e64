// Loading the variables the app reads: the global values for a visitor, the tenant's once someone
// of that tenant is signed in (and the global ones again after signing out), and a failed load
// keeps what was known.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/models';
import { fetchFeatureTree } from '@/api/settings';
import { setFeatureTree } from '@/stores/features';
import { setSessionUser } from '@/stores/session';
import { setVariables, useVariables } from '@/stores/variables';
import { server } from '../../../mocks/node';
import { reloadVariables, startVariables, stopVariables } from './variables-loader';

const acme = { id: 3, email: 'user@example.com', tenants: [{ id: 1, name: 'Acme' }] } as User;
const values = () => useVariables.getState().values;

beforeEach(async () => setFeatureTree(await fetchFeatureTree()));
afterEach(() => {
  stopVariables();
  setSessionUser(undefined);
  setVariables({});
});

describe('the variables loader', () => {
  it('loads the global values, then the tenant’s when the signed-in person’s tenant is known, then the global ones again', async () => {
    startVariables();
    await expect.poll(() => values().support_email).toBe('support@lunch.example');
    expect(values().landing_announcement).toBeUndefined();
    setSessionUser(acme);
    await expect.poll(() => values().support_email).toBe('lunch-help@acme.example');
    expect(values().landing_announcement).toMatch(/summer party/);
    setSessionUser(null);
    await expect.poll(() => values().support_email).toBe('support@lunch.example');
    expect(values().landing_announcement).toBeUndefined();
  });

  it('asks again when the feature tree (multi-tenancy) arrives after the signed-in user', async () => {
    setFeatureTree([]);
    startVariables();
    setSessionUser(acme);
    await expect.poll(() => values().support_email).toBe('support@lunch.example'); // no tenant named yet
    setFeatureTree(await fetchFeatureTree());
    await expect.poll(() => values().support_email).toBe('lunch-help@acme.example');
  });

  it('keeps the values known when a load fails', async () => {
    setSessionUser(acme);
    await reloadVariables();
    expect(values().support_email).toBe('lunch-help@acme.example');
    server.use(http.get('*/api/v1/variables/public', () => HttpResponse.error()));
    await reloadVariables();
    expect(values().support_email).toBe('lunch-help@acme.example');
  });
});
