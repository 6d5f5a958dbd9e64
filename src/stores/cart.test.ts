import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '@/api/models';
import { CART_STORAGE_KEY, CART_VERSION, cartItemCount, MAX_QUANTITY, useCart } from './cart';

const menu = (id: number, fields: Partial<PublicMenu> = {}): PublicMenu => ({
  id, restaurant_id: 1, restaurant_name: 'Chez Marcel', restaurant_is_open: true, name: `Menu ${id}`, description: 'Long text',
  type: 'NORMAL', image_title: `Menu ${id}`, image_url: null, price: 1250, price_hidden: false, orderable: true,
  not_orderable_reason: null, order_until: null, discounts: [], ...fields,
});

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as { state: { lines: unknown[] }; version: number } | null;

beforeEach(() => {
  useCart.getState().clear();
  localStorage.clear();
});

describe('cart store', () => {
  it('adds a line per menu and date, and adds to the quantity of the same menu and date', () => {
    const { add } = useCart.getState();
    add(menu(1), '2026-11-23', 2, 'USER');
    add(menu(1), '2026-11-24', 1, 'USER');
    add(menu(1), '2026-11-23', 3, 'TENANT');
    const lines = useCart.getState().lines;
    expect(lines.map((l) => [l.key, l.quantity, l.payer])).toEqual([
      ['1@2026-11-23', 5, 'TENANT'],
      ['1@2026-11-24', 1, 'USER'],
    ]);
    expect(cartItemCount(lines)).toBe(6);
  });

  it('caps a quantity at 20 and says so', () => {
    const { add } = useCart.getState();
    add(menu(1), '2026-11-23', 15, 'USER');
    const result = add(menu(1), '2026-11-23', 10, 'USER');
    expect(result).toMatchObject({ capped: true, line: { quantity: MAX_QUANTITY } });
    useCart.getState().setQuantity(result.line.key, 0);
    expect(useCart.getState().lines[0]?.quantity).toBe(1);
  });

  it('keeps only the menu fields the cart needs', () => {
    useCart.getState().add(menu(1, { description: 'secret-ish long text' }), '2026-11-23', 1, 'USER');
    expect(Object.keys(useCart.getState().lines[0]!.menu).sort()).toEqual(
      ['discounts', 'id', 'image_title', 'image_url', 'name', 'price', 'price_hidden', 'restaurant_id', 'restaurant_name', 'type'].sort(),
    );
  });

  it('edits, removes and clears', () => {
    const { add } = useCart.getState();
    add(menu(1), '2026-11-23', 1, 'USER');
    add(menu(2), '2026-11-23', 1, 'USER');
    add(menu(3), '2026-11-23', 1, 'USER');
    useCart.getState().setPayer('2@2026-11-23', 'TENANT');
    useCart.getState().setQuantity('2@2026-11-23', 4);
    expect(useCart.getState().lines[1]).toMatchObject({ payer: 'TENANT', quantity: 4 });
    useCart.getState().remove('1@2026-11-23');
    useCart.getState().removeMany(['3@2026-11-23']);
    expect(useCart.getState().lines.map((l) => l.key)).toEqual(['2@2026-11-23']);
    useCart.getState().clear();
    expect(useCart.getState().lines).toEqual([]);
  });

  it('persists under lunch-cart with a version, and reads it back after a reload', async () => {
    useCart.getState().add(menu(1), '2026-11-23', 2, 'TENANT');
    expect(stored()).toMatchObject({ version: CART_VERSION, state: { lines: [{ key: '1@2026-11-23', quantity: 2, payer: 'TENANT' }] } });
    const saved = localStorage.getItem(CART_STORAGE_KEY)!;
    useCart.setState({ lines: [] }); // a fresh page starts empty (this write is undone below) …
    localStorage.setItem(CART_STORAGE_KEY, saved);
    await useCart.persist.rehydrate(); // … and what it reads
    expect(useCart.getState().lines.map((l) => [l.key, l.quantity])).toEqual([['1@2026-11-23', 2]]);
  });

  it('drops unsound stored lines and carts of an unknown version', async () => {
    const good = { key: 'x', date: '2026-11-23', quantity: 2, payer: 'USER', menu: { id: 4, name: 'Soup', restaurant_id: 1, discounts: [] } };
    const bad = [{ ...good, quantity: 21 }, { ...good, payer: 'BOSS' }, { ...good, date: 'tomorrow' }, { ...good, menu: null }, 'junk'];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [good, ...bad] }, version: CART_VERSION }));
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines).toMatchObject([{ key: '4@2026-11-23', quantity: 2, menu: { price: null, image_title: 'Soup' } }]);

    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [good] }, version: 99 }));
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines).toEqual([]);
  });

  it('follows a change made in another tab (storage event)', async () => {
    useCart.getState().add(menu(1), '2026-11-23', 1, 'USER');
    const otherTab = { state: { lines: [{ ...useCart.getState().lines[0]!, quantity: 7 }] }, version: CART_VERSION };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(otherTab));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    await Promise.resolve();
    expect(useCart.getState().lines[0]?.quantity).toBe(7);

    localStorage.removeItem(CART_STORAGE_KEY); // the other tab emptied it
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    await Promise.resolve();
    expect(useCart.getState().lines).toEqual([]);
  });

  it('ignores storage events of other keys', async () => {
    useCart.getState().add(menu(1), '2026-11-23', 1, 'USER');
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [] }, version: CART_VERSION }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'lunch-color-mode' }));
    await Promise.resolve();
    expect(useCart.getState().lines).toHaveLength(1);
  });

  it('refreshes the snapshots of one day from fresh public menus', () => {
    useCart.getState().add(menu(1), '2026-11-23', 1, 'USER');
    useCart.getState().add(menu(1), '2026-11-24', 1, 'USER');
    useCart.getState().refreshMenus('2026-11-23', [menu(1, { price: 1300 })]);
    expect(useCart.getState().lines.map((l) => l.menu.price)).toEqual([1300, 1250]);
  });
});
