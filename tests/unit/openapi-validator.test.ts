// The contract check itself: it must reject what openapi/openapi.yaml does not allow, or the
// "every mock response is validated" guarantee of the test run is empty.
import { describe, expect, it } from 'vitest';
import { readBody, validateResponse } from '../../mocks/contract/openapi-validator';

const BACKEND = 'http://localhost:8000';
const JSON_TYPE = 'application/json';
const tree = { data: [{ id: 1, name: 'orders', enabled: true, children: [] }] };

describe('validateResponse', () => {
  it('passes a documented 200 whose body matches its schema', () => {
    expect(
      validateResponse({ method: 'GET', url: `${BACKEND}/api/v1/features/tree`, status: 200, contentType: JSON_TYPE, body: tree }),
    ).toBeUndefined();
  });

  it('matches templated paths and shared component responses', () => {
    expect(
      validateResponse({
        method: 'delete',
        url: `${BACKEND}/api/v1/restaurants/4/menus/9?tenant_id=1`,
        status: 404,
        contentType: 'application/json; charset=utf-8',
        body: { message: 'Record not found.' },
      }),
    ).toBeUndefined();
  });

  it('fails a body that misses a required field, naming the field', () => {
    const mismatch = validateResponse({
      method: 'GET',
      url: `${BACKEND}/api/v1/features/tree`,
      status: 200,
      contentType: JSON_TYPE,
      body: { data: [{ id: 1, enabled: true, children: [] }] },
    });
    expect(mismatch).toMatchObject({ operation: 'getFeatureTree', method: 'GET', path: '/api/v1/features/tree', status: 200 });
    expect(mismatch?.errors).toContain("/data/0 must have required property 'name'");
  });

  it('fails a status the operation does not document', () => {
    const mismatch = validateResponse({
      method: 'GET', url: `${BACKEND}/api/v1/features/tree`, status: 418, contentType: JSON_TYPE, body: { message: 'Teapot' },
    });
    expect(mismatch?.errors[0]).toMatch(/status 418 is not documented/);
  });

  it('fails a path or a method that is not in the contract', () => {
    expect(
      validateResponse({ method: 'GET', url: `${BACKEND}/api/v1/echo`, status: 200, contentType: JSON_TYPE, body: {} })?.errors,
    ).toEqual(['no operation in the contract for GET /api/v1/echo']);
    expect(
      validateResponse({ method: 'DELETE', url: `${BACKEND}/api/v1/features/tree`, status: 204, contentType: null, body: undefined })
        ?.errors,
    ).toEqual(['no operation in the contract for DELETE /api/v1/features/tree']);
  });

  it('fails a documented empty response (204) that has a body', () => {
    expect(
      validateResponse({ method: 'POST', url: `${BACKEND}/auth/logout`, status: 204, contentType: null, body: undefined }),
    ).toBeUndefined();
    expect(
      validateResponse({ method: 'POST', url: `${BACKEND}/auth/logout`, status: 204, contentType: JSON_TYPE, body: { ok: true } })
        ?.errors,
    ).toEqual(['the contract documents no body, but the response has one']);
    expect(
      validateResponse({ method: 'POST', url: `${BACKEND}/auth/logout`, status: 204, contentType: JSON_TYPE, body: readBody(JSON_TYPE, '""') })
        ?.errors,
    ).toEqual(['the contract documents no body, but the response has one']);
  });

  it("judges Fortify's JSON string \"\" by its schema: a body, not nothing", () => {
    const registered = (text: string, contentType: string | null = JSON_TYPE) =>
      validateResponse({ method: 'POST', url: `${BACKEND}/auth/register`, status: 201, contentType, body: readBody(contentType, text) });
    expect(registered('""')).toBeUndefined();
    expect(registered('')?.errors).toEqual(['expected a application/json body, got none']);
    expect(registered('{"data":{"id":6}}')?.errors).toEqual(['(root) must be string']);
  });

  it('fails a documented JSON response that is not JSON', () => {
    expect(
      validateResponse({ method: 'GET', url: `${BACKEND}/api/v1/features/tree`, status: 200, contentType: 'text/html', body: '<html>' })
        ?.errors,
    ).toEqual(['expected content-type application/json, got text/html']);
  });

  it("skips the mock's own control endpoints", () => {
    expect(
      validateResponse({ method: 'POST', url: `${BACKEND}/__mock/reset`, status: 204, contentType: null, body: undefined }),
    ).toBeUndefined();
  });
});

describe('readBody', () => {
  it('parses JSON, keeps other text, and reads an empty body as none', () => {
    expect(readBody(JSON_TYPE, '{"a":1}')).toEqual({ a: 1 });
    expect(readBody('text/plain', 'hi')).toBe('hi');
    expect(readBody(JSON_TYPE, '')).toBeUndefined();
    expect(readBody(JSON_TYPE, '""')).toBe('');
  });
});
