// Pages of the admin area: its prefix comes from configuration (dashboardSuffixUrl, spec §1), so
// every link into it is built here and nowhere else.
import { getConfig } from './config';

/** adminPath('/tenants') → '/admin/tenants' with the default configuration. */
export function adminPath(page: string): string {
  return `${getConfig().dashboardSuffixUrl}${page}`;
}
