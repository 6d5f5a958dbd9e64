// The public menus of the requested date as the signed-in user's company sees them (the call names
// the tenant): whether each line can still be ordered, and fresh prices and discounts for the cart.
// Best effort: if the list cannot be read, the order is still checked by the server.
import { useEffect, useState } from 'react';
import { listPublicMenus } from '@/api/catalogue';
import type { PublicMenu } from '@/api/models';
import { useCart } from '@/stores/cart';

export interface MenuAvailability {
  /** Undefined while checking, or when the list could not be read. */
  menus: Map<number, PublicMenu> | undefined;
  checking: boolean;
}

export function useMenuAvailability(date: string, cartDay: string): MenuAvailability {
  const [loaded, setLoaded] = useState<{ date: string; menus: Map<number, PublicMenu> | undefined }>();
  useEffect(() => {
    const controller = new AbortController();
    listPublicMenus({ date }, controller.signal)
      .then((menus) => {
        if (controller.signal.aborted) return;
        setLoaded({ date, menus: new Map(menus.map((menu) => [menu.id, menu])) });
        useCart.getState().refreshMenus(cartDay, menus);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ date, menus: undefined });
      });
    return () => controller.abort();
  }, [date, cartDay]);
  const current = loaded?.date === date;
  return { menus: current ? loaded.menus : undefined, checking: !current };
}
