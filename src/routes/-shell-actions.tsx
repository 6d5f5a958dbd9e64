// The actions every layout's header carries; each hides itself when its feature is off. The cart
// is pinned where the layout can keep it in the header on a phone (ShellPinnedActions), so its
// count is always in view; elsewhere it is one of the actions.
import { AccountActions } from '@/features/auth/account-actions';
import { CartButton } from '@/features/cart/cart-button';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { TenantSwitcher } from '@/features/tenancy/tenant-switcher';
import { ColorModeToggle } from '@/features/theme/color-mode-toggle';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';

export function ShellPinnedActions() {
  const ecommerce = useFeature(FEATURES.ecommerce);
  return ecommerce ? <CartButton /> : null;
}

/** `cart={false}`: the layout pins it (ShellPinnedActions). */
export function ShellActions({ cart = true }: { cart?: boolean }) {
  const ecommerce = useFeature(FEATURES.ecommerce);
  return (
    <>
      {cart && ecommerce && <CartButton />}
      <TenantSwitcher />
      <LocaleSwitcher />
      <ColorModeToggle />
      <AccountActions />
    </>
  );
}
