// All handlers of the mock backend, for every host. Patterns start with an origin wildcard so
// the same handlers serve any backend origin (and path prefix).
import type { HttpHandler } from 'msw';
import { accountHandlers } from './handlers/account';
import { accountsAdminHandlers } from './handlers/accounts-admin';
import { authHandlers } from './handlers/auth';
import { catalogueHandlers } from './handlers/catalogue';
import { controlHandlers } from './handlers/control';
import { fallbackHandlers } from './handlers/fallback';
import { orderingHandlers } from './handlers/ordering';
import { publicHandlers } from './handlers/public';
import { registrationHandlers } from './handlers/registration';
import { settingsHandlers } from './handlers/settings';
import { twoFactorSetupHandlers } from './handlers/two-factor-setup';
import { socialHandlers } from './handlers/social';
import { socialDemoHandlers } from './handlers/social-demo';

export function createHandlers(): HttpHandler[] {
  return [
    ...controlHandlers(),
    ...authHandlers(),
    ...socialHandlers(),
    ...socialDemoHandlers(),
    ...registrationHandlers(),
    ...accountHandlers(),
    ...twoFactorSetupHandlers(),
    ...publicHandlers(),
    ...catalogueHandlers(),
    ...accountsAdminHandlers(),
    ...orderingHandlers(),
    ...settingsHandlers(),
    // Last: Laravel's 404 for any other api/v1 route.
    ...fallbackHandlers(),
  ];
}
