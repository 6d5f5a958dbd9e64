import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicMenu, User } from '@/api/models';
import { writeTenantCookie } from '@/lib/cookies';
import { CART_VERSION, cartItemCount, GUEST_CART_KEY, MAX_QUANTITY, useCart, userCartKey } from './cart';
import { setSessionUser } from './session';

const CART_STORAGE_KEY = GUEST_CART_KEY;

const menu = (id: number, fields: Partial<PublicMenu> = {}): PublicMenu => ({
  id, restaurant_id: 1, restaurant_name: 'Chez Marcel', restaurant_is_open: true, name: `Menu ${id}`, description: 'Long text',
  type: 'NORMAL', image_title: `Menu ${id}`, image_url: null, price: 1250, price_hidden: false, orderable: true,
  not_orderable_reason: null, order_until: null, discounts: [], ...fields,
});

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as { state: { lines: unknown[] }; version: number } | null;

const person = (id: number, tenantIds: number[]): User => ({
  id, email: `u${id}@example.com`, first_name: 'U', last_name: String(id), email_verified_at: null, created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z', roles: [{ id: 3, name: 'user', permissions: [] }] as never, tenants: tenantIds.map((tid) => ({ id: tid, name: `T${tid}` })),
});
const uma = person(3, [1, 2]);
const gus = person(4, [2]);

beforeEach(() => {
  setSessionUser(null); // the guest cart
  useCart.getState().clear();
  localStorage.clear();
  writeTenantCookie(undefined);
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

  it('persists the guest cart under lunch-cart:guest with a version, and reads it back after a reload', async () => {
    useCart.getState().add(menu(1), '2026-11-23', 2, 'TENANT');
    expect(stored()).toMatchObject({
      version: CART_VERSION, state: { lines: [{ key: '1@2026-11-23', quantity: 2, payer: 'TENANT', payerTenant: null }] },
    });
    const saved = localStorage.getItem(CART_STORAGE_KEY)!;
    useCart.setState({ lines: [] }); // a fresh page starts empty (this write is undone below) …
    localStorage.setItem(CART_STORAGE_KEY, saved);
    await useCart.persist.rehydrate(); // … and what it reads
    expect(useCart.getState().lines.map((l) => [l.key, l.quantity, l.payer])).toEqual([['1@2026-11-23', 2, 'TENANT']]);
  });

  it('drops unsound stored lines and carts of an unknown version', async () => {
    const good = { key: 'x', date: '2026-11-23', quantity: 2, payer: 'USER', menu: { id: 4, name: 'Soup', restaurant_id: 1, discounts: [] } };
    const bad = [{ ...good, quantity: 21 }, { ...good, payer: 'BOSS' }, { ...good, date: 'tomorrow' }, { ...good, menu: null }, 'junk'];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [good, ...bad] }, version: CART_VERSION }));
    await useCart.persist.rehydrate();
    expect(useCart.getState().lines).toMatchObject([{ key: '4@2026-11-23', quantity: 2, menu: { price: null, image_title: 'Soup' } }]);

    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { lines: [good] }, version: 1 }));
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

describe('one cart per person', () => {
  const keysOf = () => useCart.getState().lines.map((l) => `${l.key}×${l.quantity}:${l.payer ?? '?'}`);

  it('keeps each user’s cart under their own key per tenant; signing out hides it and signing in shows it again', () => {
    writeTenantCookie(1);
    setSessionUser(uma);
    useCart.getState().add(menu(1), '2026-11-23', 3, 'TENANT');
    expect(JSON.parse(localStorage.getItem(userCartKey(3, 1))!)).toMatchObject({ state: { lines: [{ payer: 'TENANT', payerTenant: 1 }] } });

    setSessionUser(null);
    expect(keysOf()).toEqual([]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();

    writeTenantCookie(2);
    setSessionUser(gus);
    expect(keysOf()).toEqual([]);
    useCart.getState().add(menu(2), '2026-11-23', 1, 'USER');

    setSessionUser(null);
    writeTenantCookie(1);
    setSessionUser(uma);
    expect(keysOf()).toEqual(['1@2026-11-23×3:TENANT']);
    expect(JSON.stringify(localStorage.getItem(userCartKey(3, 1)))).not.toContain('"id":2');
  });

  it('lets the first user who signs in take over the guest cart, merged into theirs, then empties it', () => {
    writeTenantCookie(1);
    setSessionUser(uma);
    useCart.getState().add(menu(1), '2026-11-23', 2, 'USER');
    setSessionUser(null);
    useCart.getState().add(menu(1), '2026-11-23', 1, 'USER');
    useCart.getState().add(menu(5), '2026-11-23', 1, 'TENANT');
    setSessionUser(uma);
    // The same menu and day add up; the visitor's "my company" is not Acme's choice: chosen again.
    expect(keysOf()).toEqual(['1@2026-11-23×3:USER', '5@2026-11-23×1:?']);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    setSessionUser(null);
    expect(keysOf()).toEqual([]);
    setSessionUser(gus);
    expect(keysOf()).toEqual([]);
  });

  it('takes over what was added while the session was not known yet', () => {
    setSessionUser(undefined);
    useCart.getState().add(menu(7), '2026-11-23', 1, 'USER');
    writeTenantCookie(1);
    setSessionUser(uma);
    expect(keysOf()).toEqual(['7@2026-11-23×1:USER']);
  });

  it('never carries a company payer to another tenant: the line needs its payer chosen again', () => {
    writeTenantCookie(1);
    setSessionUser(uma);
    useCart.getState().add(menu(1), '2026-11-23', 1, 'TENANT');
    useCart.getState().add(menu(2), '2026-11-23', 1, 'USER');
    // The same lines found under tenant 2 (copied there by hand or by an older version).
    localStorage.setItem(userCartKey(3, 2), localStorage.getItem(userCartKey(3, 1))!);
    setSessionUser(null);
    writeTenantCookie(2);
    setSessionUser(uma);
    expect(keysOf()).toEqual(['1@2026-11-23×1:?', '2@2026-11-23×1:USER']);
    useCart.getState().setPayer('1@2026-11-23', 'TENANT');
    expect(useCart.getState().lines[0]).toMatchObject({ payer: 'TENANT', payerTenant: 2 });
  });

  it('drops the one cart the browser had before carts had owners', async () => {
    const shared = { state: { lines: [{ key: '1@2026-11-23', date: '2026-11-23', quantity: 3, payer: 'TENANT', menu: menu(1) }] }, version: 1 };
    localStorage.setItem('lunch-cart', JSON.stringify(shared));
    vi.resetModules(); // a fresh start of the app
    const fresh = await import('./cart');
    expect(localStorage.getItem('lunch-cart')).toBeNull();
    expect(fresh.useCart.getState().lines).toEqual([]);
  });

  it('follows another tab only for the cart shown', async () => {
    writeTenantCookie(1);
    setSessionUser(uma);
    const other = { state: { lines: [{ key: '9@2026-11-23', date: '2026-11-23', quantity: 4, payer: 'USER', payerTenant: 1, menu: menu(9) }] }, version: CART_VERSION };
    localStorage.setItem(userCartKey(4, 2), JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: userCartKey(4, 2) }));
    await Promise.resolve();
    expect(keysOf()).toEqual([]);
    localStorage.setItem(userCartKey(3, 1), JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: userCartKey(3, 1) }));
    await Promise.resolve();
    expect(keysOf()).toEqual(['9@2026-11-23×4:USER']);
  });
});

describe('a cart store that loads after the session is known', () => {
  it('shows the signed-in user’s cart at once', async () => {
    writeTenantCookie(1);
    const saved = { state: { lines: [{ key: '1@2026-11-23', date: '2026-11-23', quantity: 2, payer: 'TENANT', payerTenant: 1, menu: menu(1) }] }, version: CART_VERSION };
    localStorage.setItem(userCartKey(3, 1), JSON.stringify(saved));
    vi.resetModules();
    const session = await import('./session');
    session.setSessionUser(uma);
    const fresh = await import('./cart');
    expect(fresh.useCart.getState().lines.map((l) => [l.key, l.quantity, l.payer])).toEqual([['1@2026-11-23', 2, 'TENANT']]);
  });
});
