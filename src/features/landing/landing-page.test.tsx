import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setFeatureEnabled } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { currentHref, renderApp } from '../../../tests/setup/render-app';

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('the landing page', () => {
  it("shows the day's menus of open restaurants, with prices unless hidden", async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: /^Menus for / })).toBeInTheDocument();
    // The cards after the first few are drawn a moment later: all of them arrive.
    const count = Number((await screen.findByText(/^\d+ menus$/)).textContent!.split(' ')[0]);
    expect(count).toBeGreaterThan(3);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(count));
    const names = cardNames();
    expect(names).toContain('Plat du jour');
    expect(names).not.toContain('Steak frites'); // Brasserie du Parc is closed
    const falafel = screen.getByRole('article', { name: 'Falafel bowl' });
    expect(within(falafel).getByText('Price on request')).toBeInTheDocument();
  });

  it('filters by day and diet through the URL, and shows closed restaurants on request', async () => {
    const { router, user } = await renderApp('/?day=tomorrow&diet=vegetarian');
    await screen.findByRole('heading', { name: /^Menus for / });
    expect(screen.getByRole('radio', { name: 'Tomorrow' })).toBeChecked();
    expect((await screen.findAllByRole('article')).every((card) => /Vegetarian|Vegan/.test(card.textContent ?? ''))).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Vegan option' }));
    await waitFor(() => expect(currentHref(router)).toBe('/?day=tomorrow&diet=vegan'));
    await waitFor(() => expect(screen.getAllByRole('article').every((card) => /Vegan/.test(card.textContent ?? ''))).toBe(true));
    await user.click(screen.getByRole('radio', { name: 'Show all' }));
    await user.click(screen.getByRole('checkbox', { name: 'Closed restaurants too' }));
    await waitFor(() => expect(cardNames()).toContain('Steak frites'));
    expect(within(screen.getByRole('article', { name: 'Steak frites' })).getByText('Restaurant closed')).toBeInTheDocument();
  });

  it('draws the page and its filters while the menus are on their way, then the menus', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the menus request, then lets the mock's own handler answer it.
    server.use(http.get('*/api/v1/public/menus', () => held.then(() => undefined)));
    const { router, user } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: /^Menus for / })).toBeInTheDocument();
    expect(screen.getByText('Loading the menus…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Vegan option' }));
    await waitFor(() => expect(currentHref(router)).toBe('/?diet=vegan'));
    expect(screen.getByRole('radio', { name: 'Vegan option' })).toHaveFocus();
    release();
    await waitFor(() => expect(screen.getAllByRole('article').every((card) => /Vegan/.test(card.textContent ?? ''))).toBe(true));
    // The count is its own Suspense boundary: under load it can fill in a commit after the cards.
    await waitFor(() => expect(screen.queryByText('Loading the menus…')).not.toBeInTheDocument());
  });

  it('says when the menus cannot be loaded, and Retry loads them', async () => {
    server.use(http.get('*/api/v1/public/menus', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    const { user } = await renderApp('/');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^\d+ menus$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline, says a day never seen is not available in the menus\' place, and keeps the filters usable', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get('*/api/v1/public/menus', () => HttpResponse.error(), { once: true }));
    const { router, user } = await renderApp('/?day=tomorrow');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not available offline');
    expect(alert).toHaveTextContent('Choose a day you have seen');
    expect(screen.getByRole('heading', { name: /^Menus for / })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(currentHref(router)).toBe('/'));
    expect(await screen.findByText(/^\d+ menus$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again for menus that failed when their day is shown again, instead of keeping the failure', async () => {
    server.use(http.get('*/api/v1/public/menus', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), { once: true }));
    const { router } = await renderApp('/');
    await screen.findByRole('alert');
    await router.navigate({ to: '/', search: { day: 'tomorrow' } });
    expect(await screen.findByText(/^\d+ menus$/)).toBeInTheDocument();
    await router.navigate({ to: '/', search: {} });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked());
    expect(await screen.findByText(/^\d+ menus$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches, says when nothing matches and offers to show everything again', async () => {
    const { router, user } = await renderApp('/');
    await screen.findByRole('heading', { name: /^Menus for / });
    await user.type(screen.getByRole('searchbox', { name: 'Search menus' }), 'bento');
    await waitFor(() => expect(currentHref(router)).toBe('/?q=bento'));
    // Name, description or restaurant (Sakura Bento's maki match too).
    await waitFor(() => expect(screen.getAllByRole('article').every((card) => /bento/i.test(card.textContent ?? ''))).toBe(true));
    expect(cardNames()).toContain('Maki végétarien');
    await user.type(screen.getByRole('searchbox', { name: 'Search menus' }), 'zzz');
    expect(await screen.findByText('No menu matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all menus of today' }));
    await waitFor(() => expect(currentHref(router)).toBe('/'));
    expect(screen.getByRole('searchbox', { name: 'Search menus' })).toHaveValue('');
  });

  it('sends visitors to sign in when the landing-page feature is off', async () => {
    setFeatureEnabled('landing-page', false);
    const { router } = await renderApp('/');
    await waitFor(() => expect(currentHref(router)).toBe('/login'));
  });
});

describe('the restaurant page', () => {
  it('shows the restaurant, a map link, its contacts and its menus by day', async () => {
    await renderApp('/restaurants/1');
    expect(await screen.findByRole('heading', { name: 'Chez Marcel', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show on the map' })).toHaveAttribute('href', expect.stringContaining('mlat=45.7622&mlon=4.8326'));
    expect(screen.getByRole('link', { name: /orders@chez-marcel/ })).toHaveAttribute('href', 'mailto:orders@chez-marcel.example');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(7 + 2);
  });

  it.each(['/restaurants/999', '/restaurants/abc'])('answers Page Not Found for %s', async (path) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
