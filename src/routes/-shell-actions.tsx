// The actions every layout's header carries; each hides itself when its feature is off. The cart
// and the alerts' bell are pinned where the layout can keep them in the header on a phone
// (ShellPinnedActions), so their counts are always in view; elsewhere they are among the actions.
import { AlertsSlot } from '@/features/alerts/alerts-slot';
import { AccountActions } from '@/features/auth/account-actions';
import { InstallAppMenuSlot } from '@/features/desktop-app/install-slots';
import { CartButton } from '@/features/cart/cart-button';
import { LocaleSwitcher } from '@/features/locale/locale-switcher';
import { TenantSwitcher } from '@/features/tenancy/tenant-switcher';
import { ColorModeToggle } from '@/features/theme/color-mode-toggle';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';

export function ShellPinnedActions() {
  const ecommerce = useFeature(FEATURES.ecommerce);
  return (
    <>
      {ecommerce && <CartButton />}
      <AlertsSlot />
    </>
  );
}

/** `cart={false}`: the layout pins the cart and the bell (ShellPinnedActions). */
export function ShellActions({ cart = true }: { cart?: boolean }) {
  const ecommerce = useFeature(FEATURES.ecommerce);
  return (
    <>
      {cart && ecommerce && <CartButton />}
      {cart && <AlertsSlot />}
      <TenantSwitcher />
      <LocaleSwitcher />
      <ColorModeToggle />
      <AccountActions moreItems={(close) => <InstallAppMenuSlot close={close} />} />
    </>
  );
}
