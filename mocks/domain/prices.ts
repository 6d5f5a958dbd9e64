// Effective and visible prices (contract: PublicMenu "Prices", Restaurant.hide_price).
import { hasAnyRole } from '@/lib/permissions';
import type { User } from '@/api/models';

export interface PricedMenu {
  price: number | null;
  hide_price: boolean;
}

export interface PricedRestaurant {
  price: number | null;
  hide_price: boolean;
}

/** The menu's price, else the restaurant's standard price; null when neither is set. */
export function effectivePrice(menu: PricedMenu, restaurant: PricedRestaurant): number | null {
  return menu.price ?? restaurant.price;
}

/** Hidden from non-admins when the menu's or the restaurant's hide_price is set. */
export function isPriceHidden(menu: PricedMenu, restaurant: PricedRestaurant): boolean {
  return menu.hide_price || restaurant.hide_price;
}

/** "Price hiding hides the price from non-admins" (api-contract.md): admins are these roles. */
export function seesHiddenPrices(user: User | undefined): boolean {
  return hasAnyRole(user, ['admin', 'super_admin']);
}

/** What a reader may see of a stored price: null when hidden from them. */
export function shownPrice(price: number | null, hidden: boolean, revealHidden: boolean): number | null {
  return hidden && !revealHidden ? null : price;
}
