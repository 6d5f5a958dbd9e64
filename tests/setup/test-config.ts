// The configuration every unit and component test runs with: backend on another origin.
import { resolveConfig, type PublicConfig } from '@/lib/config';

export const TEST_BACKEND_URL = 'http://localhost:8000';
export const TEST_FRONTEND_URL = 'http://localhost:3000';

export function testConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    ...resolveConfig(
      {
        projectName: 'Lunch',
        projectDescription: 'Daily menus, ordered together.',
        backendUrl: TEST_BACKEND_URL,
        frontendUrl: TEST_FRONTEND_URL,
        authenticationRedirects: { super_admin: '/admin/dashboard', admin: '/admin/dashboard', default: '/' },
      },
      {},
      TEST_FRONTEND_URL,
    ),
    ...overrides,
  };
}
