// The mock and the contract list the same operations: every operation of openapi/openapi.yaml has a
// handler, and every backend handler is an operation of the contract (the control endpoints under
// __mock/ and Laravel's 404 fallback excepted).
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../handlers';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** "GET /api/v1/orders/{}" from either convention ({id} or :id), parameter names aside. */
const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{\w+\}|:\w+/g, '{}')}`;

function contractOperations(): string[] {
  const spec = load(readFileSync('openapi/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.keys(item).filter((method) => METHODS.includes(method)).map((method) => key(method, path)));
}

function handlerOperations(): string[] {
  return createHandlers()
    .map((handler) => handler.info as { method: unknown; path: unknown })
    .filter(({ path }) => typeof path === 'string' && !path.includes('/__mock/') && !path.endsWith('/api/v1/*'))
    .map(({ method, path }) => key(String(method), String(path).replace(/^\*/, '')));
}

describe('the mock against the contract', () => {
  it('has a handler for every operation and no handler outside it', () => {
    const contract = contractOperations();
    const handlers = handlerOperations();
    expect(contract.length).toBeGreaterThan(100);
    expect(contract.filter((operation) => !handlers.includes(operation))).toEqual([]);
    expect(handlers.filter((operation) => !contract.includes(operation))).toEqual([]);
    expect(new Set(handlers).size).toBe(handlers.length); // no operation handled twice
    expect(handlers.length).toBe(contract.length);
  });
});
