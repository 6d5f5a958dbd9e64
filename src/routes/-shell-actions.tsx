// The actions every layout's header carries; each hides itself when its feature is off.
import { AccountActions } from '@/features/auth/account-actions';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { TenantSwitcher } from '@/features/tenancy/tenant-switcher';
import { ColorModeToggle } from '@/features/theme/color-mode-toggle';

export function ShellActions() {
  return (
    <>
      <TenantSwitcher />
      <LocaleSwitcher />
      <ColorModeToggle />
      <AccountActions />
    </>
  );
}
