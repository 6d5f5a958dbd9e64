// Tenant switcher (multi-tenancy feature) for users with several tenants and for super admins.
// The choice lives in a cookie; changing it reloads the page so every view reads the new tenant.
// A native select: it sits in every header, including the light public pages (no antd).
import { useIntl } from 'react-intl';
import { browserLocation } from '@/lib/browser';
import { readTenantCookie, writeTenantCookie } from '@/lib/cookies';
import { FEATURES } from '@/lib/feature-tree';
import { isSuperAdmin } from '@/lib/permissions';
import { resolveTenantId } from '@/lib/tenancy';
import { useFeature } from '@/stores/features';
import { useSession } from '@/stores/session';

const ALL_TENANTS = 0;

export function TenantSwitcher() {
  const intl = useIntl();
  const on = useFeature(FEATURES.multiTenancy);
  const user = useSession((state) => state.user);
  const tenants = user?.tenants ?? [];
  const superAdmin = isSuperAdmin(user);
  if (!on || !user || (!superAdmin && tenants.length < 2)) return null;

  const options = tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }));
  if (superAdmin) {
    options.unshift({ value: ALL_TENANTS, label: intl.formatMessage({ id: 'tenancy.switcher.all', defaultMessage: 'All tenants' }) });
  }
  const change = (tenantId: number) => {
    writeTenantCookie(tenantId === ALL_TENANTS ? undefined : tenantId);
    browserLocation.reload();
  };
  return (
    <select
      className="l-select"
      aria-label={intl.formatMessage({ id: 'tenancy.switcher.label', defaultMessage: 'Tenant' })}
      value={resolveTenantId(readTenantCookie(), user, false) ?? ALL_TENANTS}
      onChange={(event) => change(Number(event.target.value))}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
