// The actions every layout's header carries; each hides itself when its feature is off.
import { AccountActions } from '@/features/auth/account-actions';
import { CartButton } from '@/features/cart/cart-button';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { TenantSwitcher } from '@/features/tenancy/tenant-switcher';
import { ColorModeToggle } from '@/features/theme/color-mode-toggle';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';

export function ShellActions() {
  const ecommerce = useFeature(FEATURES.ecommerce);
  return (
    <>
      {ecommerce && <CartButton />}
      <TenantSwitcher />
      <LocaleSwitcher />
      <ColorModeToggle />
      <AccountActions />
    </>
  );
}
