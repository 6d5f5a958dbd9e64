// /week: five days of menus under the landing's filters, the days already ordered marked with a
// link to each order; linked from the landing only with the ecommerce and request-date features.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFeatureEnabled } from '../../../mocks/control';
import { fetchCurrentUser } from '@/api/auth';
import { setSessionUser } from '@/stores/session';
import { db } from '../../../mocks/db/database';
import { currentHref, renderApp } from '../../../tests/setup/render-app';
import { addDays } from '@/lib/dates';
import { nextOrderingDays } from './week-search';

const days = nextOrderingDays();
const dayColumn = (date: string) => document.querySelector<HTMLElement>(`[data-day="${date}"]`)!;

describe('plan my week', { timeout: 60_000 }, () => {
  it('is linked from the landing with its filters, and shows five days of menus under them', async () => {
    const { router, user } = await renderApp('/?diet=vegan');
    await user.click(await screen.findByRole('link', { name: 'Plan my week' }));
    await waitFor(() => expect(currentHref(router)).toBe('/week?diet=vegan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan my week' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Tomorrow' })).not.toBeInTheDocument(); // the days are the page's own
    expect(screen.getByRole('radio', { name: 'Vegan option' })).toBeChecked();
    await waitFor(() => expect(dayColumn(days[0]!)).not.toBeNull());
    for (const date of days) {
      const column = dayColumn(date);
      await waitFor(() => expect(within(column).getAllByRole('article').length).toBeGreaterThan(0));
      expect(within(column).getAllByRole('article').every((card) => /Vegan/.test(card.textContent ?? ''))).toBe(true);
      expect(within(column).getAllByRole('form', { name: /^Add .+ to the cart$/ }).length).toBeGreaterThan(0);
    }
  });

  it('marks the days the person already ordered for, with a link to each standing order', async () => {
    // Two of Uma's orders moved to the week: one standing, one canceled (not marked).
    const uma = db().users.find((user) => user.email === 'user@example.com')!;
    const umas = db().orders.filter((order) => order.user_id === uma.id && order.tenant_id === 1);
    for (const order of umas) if (order.requested_date >= days[0]!) order.requested_date = addDays(days[0]!, -30); // out of the week
    const [standing, canceled] = umas;
    Object.assign(standing!, { requested_date: days[1], status: 'ACCEPTED' });
    Object.assign(canceled!, { requested_date: days[2], status: 'CANCELED' });
    await renderApp('/week', { as: 'user@example.com' });
    // As at start (src/main.tsx): a public page learns who is signed in.
    const signedIn = await fetchCurrentUser();
    act(() => setSessionUser(signedIn));
    await screen.findByRole('heading', { level: 1, name: 'Plan my week' });
    const mark = await within(dayColumn(days[1]!)).findByText(/^Ordered:/);
    expect(within(mark).getByRole('link', { name: standing!.order_number })).toHaveAttribute('href', `/admin/orders/${standing!.id}`);
    expect(within(dayColumn(days[2]!)).queryByText(/^Ordered:/)).not.toBeInTheDocument();
    expect(within(dayColumn(days[0]!)).queryByText(/^Ordered:/)).not.toBeInTheDocument();
  });

  it('is not there without the ecommerce feature', async () => {
    // Off with every sub-feature, as the features page switches it (a parent with one child on counts as on).
    const ecommerce = db().features.find((feature) => feature.name === 'ecommerce')!;
    for (const feature of db().features.filter((candidate) => candidate.parent_id === ecommerce.id)) setFeatureEnabled(feature.name, false);
    setFeatureEnabled('ecommerce', false);
    await renderApp('/');
    await screen.findByRole('heading', { name: /^Menus for / });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Plan my week' })).not.toBeInTheDocument());
    await renderApp('/week');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('is not there without request-date: every order would be for today', async () => {
    setFeatureEnabled('request-date', false);
    await renderApp('/');
    await screen.findByRole('heading', { name: /^Menus for / });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Plan my week' })).not.toBeInTheDocument());
    await renderApp('/week');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
