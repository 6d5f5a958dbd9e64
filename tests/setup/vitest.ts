import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setConfig } from '@/lib/config';
import { resetMock } from '../../mocks/control';
import { server } from '../../mocks/node';
import { assertNoContractMismatches, recordMockResponses } from '../contract/record-mock-responses';
import { testConfig } from './test-config';
import { mediaQueryList } from './media-query-list';

// Route components load lazily (code splitting) and antd renders slowly in jsdom.
// The first render of a file compiles every lazy route chunk, which is slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// The router restores scroll positions; jsdom does not implement scrolling.
window.scrollTo = () => {};

// antd reads these; jsdom has neither.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, () => false);
}

// antd's Table and Select measure themselves; jsdom has no ResizeObserver.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  recordMockResponses(server);
});
beforeEach(() => setConfig(testConfig()));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMock();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});
// The contract check: a mock response that openapi/openapi.yaml does not allow fails this file.
afterAll(async () => {
  try {
    await assertNoContractMismatches();
  } finally {
    server.close();
  }
});
