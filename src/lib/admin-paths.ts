// Pages of the admin area, as the route tree knows them (/admin/…): the router shows them under the
// configured dashboardSuffixUrl (src/lib/configured-paths.ts). Use these with `to`, never as an href.
import { ADMIN_BASE } from './configured-paths';

/** adminPath('/tenants') → '/admin/tenants', shown as `${dashboardSuffixUrl}/tenants`. */
export function adminPath(page: string): string {
  return `${ADMIN_BASE}${page}`;
}
