// The cart (zustand, persisted in localStorage under `lunch-cart`, kept in sync across tabs).
// A line is one menu on one date: a snapshot of the public menu fields the cart shows, a quantity
// (1–20) and who pays. Nothing personal and no card data is ever put here. Logout keeps the cart.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Payer, PublicMenu } from '@/api/models';

export const CART_STORAGE_KEY = 'lunch-cart';
export const CART_VERSION = 1;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 20;

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
  payer: Payer;
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

/** Lines read from storage (another version of the app, another tab, a hand edit): keep only sound ones. */
export function sanitizeLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const raw of value) {
    if (!isRecord(raw) || !isRecord(raw.menu)) continue;
    const menu = raw.menu as Partial<CartMenu>;
    const date = raw.date;
    if (typeof menu.id !== 'number' || typeof menu.name !== 'string' || typeof menu.restaurant_id !== 'number') continue;
    if (typeof date !== 'string' || !DATE.test(date)) continue;
    if (raw.payer !== 'USER' && raw.payer !== 'TENANT') continue;
    const quantity = Number(raw.quantity);
    if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) continue;
    const key = lineKey(menu.id, date);
    if (lines.some((line) => line.key === key)) continue;
    lines.push({
      key,
      date,
      quantity,
      payer: raw.payer,
      menu: cartMenuOf({
        id: menu.id,
        name: menu.name,
        restaurant_id: menu.restaurant_id,
        restaurant_name: typeof menu.restaurant_name === 'string' ? menu.restaurant_name : '',
        type: menu.type ?? 'NORMAL',
        price: typeof menu.price === 'number' ? menu.price : null,
        price_hidden: menu.price_hidden === true,
        discounts: Array.isArray(menu.discounts) ? menu.discounts.filter(isRecord) : [],
        image_url: typeof menu.image_url === 'string' ? menu.image_url : null,
        image_title: typeof menu.image_title === 'string' ? menu.image_title : menu.name,
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
        const line: CartLine = { key, date, menu: cartMenuOf(menu), quantity: clampQuantity(wanted), payer };
        set((state) => ({
          lines: existing ? state.lines.map((l) => (l.key === key ? line : l)) : [...state.lines, line],
        }));
        return { line, capped: wanted > MAX_QUANTITY };
      },
      setQuantity: (key, quantity) =>
        set((state) => ({ lines: state.lines.map((l) => (l.key === key ? { ...l, quantity: clampQuantity(quantity) } : l)) })),
      setPayer: (key, payer) => set((state) => ({ lines: state.lines.map((l) => (l.key === key ? { ...l, payer } : l)) })),
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
      name: CART_STORAGE_KEY,
      version: CART_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
      // No earlier version exists: a cart stored by an unknown version is dropped, not guessed at.
      migrate: () => ({ lines: [] }),
      merge: (persisted, current) => ({ ...current, lines: sanitizeLines(isRecord(persisted) ? persisted.lines : undefined) }),
    },
  ),
);

/** Another tab changed the cart: read it again (a cleared storage counts too). */
export function syncCartFromStorage(event: StorageEvent): void {
  if (event.key === CART_STORAGE_KEY || event.key === null) void useCart.persist.rehydrate();
}

if (typeof window !== 'undefined') window.addEventListener('storage', syncCartFromStorage);

/** The number of items (sum of quantities). */
export const cartItemCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
