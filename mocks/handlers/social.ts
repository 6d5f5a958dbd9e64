// Social sign-in's API routes (contract: listSocialProviders, listSocialAccounts,
// disconnectSocialAccount). The browser's redirect and callback routes are Laravel `web` routes
// outside the contract; in the demo the consent page stands in for them (social-demo.ts).
import type { HttpHandler } from 'msw';
import type { SocialAccountListResponse } from '@/api/models';
import { FEATURES, isFeatureEnabled } from '@/lib/feature-tree';
import { db } from '../db/database';
import { writeLog } from '../db/logs';
import { MODEL_USER } from '../db/model-types';
import { translate } from '../messages';
import { json, noContent, notFound, validationError } from '../responses';
import { route } from '../route';
import { accountsOf, findProvider, hasPassword, serializeSocialAccount, SOCIAL_PROVIDERS } from '../social/providers';
import { featureTree } from './public';

export function socialHandlers(): HttpHandler[] {
  return [
    route('get', '/api/v1/auth/providers', 'public', () =>
      json({ data: isFeatureEnabled(featureTree(), FEATURES.socialLogin) ? SOCIAL_PROVIDERS : [] }),
    ),

    route('get', '/api/v1/auth/social-accounts', 'verified', ({ user }) => {
      const body: SocialAccountListResponse = {
        data: accountsOf(user.id).map(serializeSocialAccount),
        meta: { has_password: hasPassword(user) },
      };
      return json(body);
    }),

    // The last way in stays: no password and no other provider → 422 on `provider`.
    route('delete', '/api/v1/auth/social-accounts/{provider}', 'verified', ({ user, params, locale }) => {
      const accounts = accountsOf(user.id);
      const account = accounts.find((row) => row.provider === params.provider);
      if (!account) return notFound();
      if (!hasPassword(user) && accounts.length === 1) {
        const provider = findProvider(account.provider)?.label ?? account.provider;
        return validationError({ provider: [translate('socialLastWayIn', locale, { provider })] }, locale);
      }
      db().social_accounts = db().social_accounts.filter((row) => row !== account);
      writeLog({
        user, tenantId: user.tenant_ids[0] ?? null, event: 'unlinked', message: `Disconnected ${account.provider}: ${account.email ?? ''}.`,
        modelType: MODEL_USER, modelId: user.id, subjectLabel: user.email, data: { attributes: { provider: account.provider } },
      });
      return noContent();
    }),
  ];
}
