// The cart (zustand, persisted in localStorage, kept in sync across tabs), one per person: a signed-in
// user's cart per tenant under `lunch-cart:user:{id}:tenant:{tenantId}`, a visitor's under
// `lunch-cart:guest`. Signing out shows the guest cart; signing in shows the user's own, and the
// first user to sign in takes over (merges) the guest cart, which is then emptied.
// A line is one menu on one date: a snapshot of the public menu fields the cart shows, a quantity
// (1–20), who pays and the tenant that choice was made under: a company payer is never carried to
// another tenant (null: to be chosen again). Nothing personal and no card data is ever put here.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Payer, PublicMenu } from '@/api/models';
import { readTenantCookie } from '@/lib/cookies';
import { resolveTenantId } from '@/lib/tenancy';
import { useSession, type LoginState } from './session';

export const GUEST_CART_KEY = 'lunch-cart:guest';
/** The one cart of every visitor of the browser before carts had owners: nobody's, so dropped. */
const SHARED_CART_KEY = 'lunch-cart';
export const CART_VERSION = 2;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 20;

export const userCartKey = (userId: number, tenantId: number | null) => `lunch-cart:user:${userId}:tenant:${tenantId ?? 'none'}`;

/** Whose cart is shown: the storage key, and the tenant a payer chosen now is chosen under. */
export interface CartOwner {
  key: string;
  userId: number | null;
  tenantId: number | null;
}

export function cartOwnerOf(user: LoginState): CartOwner {
  if (!user) return { key: GUEST_CART_KEY, userId: null, tenantId: null };
  const tenantId = resolveTenantId(readTenantCookie(), user, true) ?? null;
  return { key: userCartKey(user.id, tenantId), userId: user.id, tenantId };
}

// The session may be known before this module loads (it is in the landing page's file).
let owner: CartOwner = cartOwnerOf(useSession.getState().user);

/** The public menu fields a cart line keeps (its snapshot when added or last refreshed). */
export type CartMenu = Pick<
  PublicMenu,
  'id' | 'name' | 'restaurant_id' | 'restaurant_name' | 'type' | 'price' | 'price_hidden' | 'discounts' | 'image_url' | 'image_title'
>;

export interface CartLine {
  /** `${menu.id}@${date}`: one line per menu and date. */
  key: string;
  menu: CartMenu;
  /** The day the lunch is for, YYYY-MM-DD. */
  date: string;
  quantity: number;
  /** Null: not chosen under the current tenant, to be chosen again before ordering. */
  payer: Payer | null;
  /** The tenant the payer was chosen under (null: by a visitor, signed out). */
  payerTenant: number | null;
}

export interface AddResult {
  line: CartLine;
  /** True when the quantity asked would have passed MAX_QUANTITY and was capped. */
  capped: boolean;
}

interface CartState {
  lines: CartLine[];
  /** Adds `quantity` of a menu for a date; the same menu and date again adds to its quantity. */
  add: (menu: CartMenu, date: string, quantity: number, payer: Payer) => AddResult;
  setQuantity: (key: string, quantity: number) => void;
  setPayer: (key: string, payer: Payer) => void;
  remove: (key: string) => void;
  /** Removes several lines at once (the lines an order was placed for). */
  removeMany: (keys: readonly string[]) => void;
  /** Refreshes the snapshots of the lines of `date` from a fresh list of public menus. */
  refreshMenus: (date: string, menus: readonly PublicMenu[]) => void;
  clear: () => void;
}

export const lineKey = (menuId: number, date: string) => `${menuId}@${date}`;

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.round(quantity)));
}

/** Only the fields the cart needs: a menu object may carry more (description, orderable …). */
export function cartMenuOf(menu: CartMenu): CartMenu {
  const { id, name, restaurant_id, restaurant_name, type, price, price_hidden, discounts, image_url, image_title } = menu;
  return {
    id, name, restaurant_id, restaurant_name, type, price, price_hidden, image_url, image_title,
    discounts: discounts.map(({ id: discountId, amount, type: kind, owner_type, owner_id, priority }) => ({
      id: discountId, amount, type: kind, owner_type, owner_id, priority,
    })),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Lines read from storage (another version of the app, another tab, a hand edit) or taken over from
 * the guest cart: keep only sound ones, with a company payer only where `tenantId` chose it.
 */
export function sanitizeLines(value: unknown, tenantId: number | null): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const raw of value) {
    if (!isRecord(raw) || !isRecord(raw.menu)) continue;
    const menu = raw.menu as Partial<CartMenu>;
    const date = raw.date;
    if (typeof menu.id !== 'number' || typeof menu.name !== 'string' || typeof menu.restaurant_id !== 'number') continue;
    if (typeof date !== 'string' || !DATE.test(date)) continue;
    if (raw.payer !== 'USER' && raw.payer !== 'TENANT' && raw.payer !== null) continue;
    const payerTenant = typeof raw.payerTenant === 'number' ? raw.payerTenant : null;
    const quantity = Number(raw.quantity);
    if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) continue;
    const key = lineKey(menu.id, date);
    if (lines.some((line) => line.key === key)) continue;
    lines.push({
      key,
      date,
      quantity,
      // A company payer chosen under another tenant (or as a visitor) is not this tenant's choice.
      payer: raw.payer === 'TENANT' && payerTenant !== tenantId ? null : raw.payer,
      payerTenant,
      menu: cartMenuOf({
        id: menu.id,
        name: menu.name,
        restaurant_id: menu.restaurant_id,
        restaurant_name: text(menu.restaurant_name) ?? '',
        type: menu.type ?? 'NORMAL',
        price: typeof menu.price === 'number' ? menu.price : null,
        price_hidden: menu.price_hidden === true,
        discounts: Array.isArray(menu.discounts) ? menu.discounts.filter(isRecord) : [],
        image_url: text(menu.image_url) ?? null,
        image_title: text(menu.image_title) ?? menu.name,
      }),
    });
  }
  return lines;
}

export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      add: (menu, date, quantity, payer) => {
        const key = lineKey(menu.id, date);
        const existing = get().lines.find((line) => line.key === key);
        const wanted = (existing?.quantity ?? 0) + Math.max(MIN_QUANTITY, Math.round(quantity));
        const line: CartLine = { key, date, menu: cartMenuOf(menu), quantity: clampQuantity(wanted), payer, payerTenant: owner.tenantId };
        set((state) => ({
          lines: existing ? state.lines.map((l) => (l.key === key ? line : l)) : [...state.lines, line],
        }));
        return { line, capped: wanted > MAX_QUANTITY };
      },
      setQuantity: (key, quantity) =>
        set((state) => ({ lines: state.lines.map((l) => (l.key === key ? { ...l, quantity: clampQuantity(quantity) } : l)) })),
      setPayer: (key, payer) =>
        set((state) => ({ lines: state.lines.map((l) => (l.key === key ? { ...l, payer, payerTenant: owner.tenantId } : l)) })),
      remove: (key) => set((state) => ({ lines: state.lines.filter((l) => l.key !== key) })),
      removeMany: (keys) => set((state) => ({ lines: state.lines.filter((l) => !keys.includes(l.key)) })),
      refreshMenus: (date, menus) =>
        set((state) => ({
          lines: state.lines.map((l) => {
            const fresh = l.date === date ? menus.find((m) => m.id === l.menu.id) : undefined;
            return fresh ? { ...l, menu: cartMenuOf(fresh) } : l;
          }),
        })),
      clear: () => set({ lines: [] }),
    }),
    {
      name: owner.key,
      version: CART_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
      // Version 1 was one cart for the whole browser: whose it was is not known, so it is dropped.
      migrate: () => ({ lines: [] }),
      merge: (persisted, current) => ({ ...current, lines: sanitizeLines(isRecord(persisted) ? persisted.lines : undefined, owner.tenantId) }),
    },
  ),
);

/** The guest's lines added to the signed-in user's cart (same menu and day: quantities add up). */
function takeOver(guestLines: readonly CartLine[]): void {
  const lines = [...useCart.getState().lines];
  for (const guest of sanitizeLines(guestLines, owner.tenantId)) {
    const index = lines.findIndex((line) => line.key === guest.key);
    const mine = lines[index];
    if (mine) lines[index] = { ...mine, quantity: clampQuantity(mine.quantity + guest.quantity) };
    else lines.push(guest);
  }
  useCart.setState({ lines });
}

/** Shows the cart of `next` (nothing happens when it is already shown). */
export function bindCart(next: CartOwner): void {
  if (next.key === owner.key) return;
  const guestLines = owner.userId === null && next.userId !== null ? useCart.getState().lines : [];
  owner = next;
  useCart.persist.setOptions({ name: next.key });
  void useCart.persist.rehydrate(); // localStorage answers at once: the new owner's lines are in now
  if (guestLines.length > 0) {
    takeOver(guestLines);
    localStorage.removeItem(GUEST_CART_KEY);
  }
}

/** Another tab changed the cart: read it again (a cleared storage counts too). */
export function syncCartFromStorage(event: StorageEvent): void {
  if (event.key === owner.key || event.key === null) void useCart.persist.rehydrate();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', syncCartFromStorage);
  try {
    localStorage.removeItem(SHARED_CART_KEY);
  } catch {
    // Storage disabled: there is nothing to drop.
  }
}
// Signing in or out shows that person's cart. Until the session is known, the guest cart is shown:
// what is added meanwhile is taken over by the user the session turns out to be.
useSession.subscribe((state) => bindCart(cartOwnerOf(state.user)));

/** The number of items (sum of quantities). */
export const cartItemCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
