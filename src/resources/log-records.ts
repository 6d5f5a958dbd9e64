// Where a log's record lives in the admin area: for each model type code (spec §3) with a record
// page, the resource whose own record route builds it, so no path is joined here. Absent: order
// items (their page is their order's, which a log does not name), logs and images (no record
// page), restaurant menus and contacts (their pages sit under their restaurant, whose id a log
// does not carry), bills and bill items (no admin pages on this branch).
import type { LogModelType, User } from '@/api/models';
import { hasPermission } from '@/lib/permissions';
import type { AnyResource } from '@/lib/resource-definition';
import { isFeatureOn } from '@/stores/features';
import { currentUser } from '@/stores/session';
import { bills } from './bills';
import { discounts } from './discounts';
import { languages } from './languages';
import { orders } from './orders';
import { permissions } from './permissions';
import { restaurants } from './restaurants';
import { roles } from './roles';
import { tenants } from './tenants';
import { texts } from './texts';
import { translations } from './translations';
import { users } from './users';
import { variables } from './variables';

const RECORD_PAGES: Partial<Record<LogModelType, AnyResource>> = {
  1: users,
  2: orders,
  4: discounts,
  7: languages,
  8: texts,
  9: translations,
  10: bills,
  12: tenants,
  13: roles,
  14: permissions,
  16: variables,
  91: restaurants,
};

/**
 * The admin page of the record `id` of a model type, when it has one and the user may open it
 * (`{permission}.view`, its feature on); undefined otherwise: the id is then shown as text.
 */
export function recordPage(modelType: LogModelType | null, id: number | null, user: User | null | undefined = currentUser()): string | undefined {
  if (modelType === null || id === null) return undefined;
  const resource = RECORD_PAGES[modelType];
  if (!resource?.routes.record) return undefined;
  if (resource.feature && !isFeatureOn(resource.feature)) return undefined;
  if (!hasPermission(user, `${resource.permission}.view`)) return undefined;
  return resource.routes.record({ id }, {});
}
