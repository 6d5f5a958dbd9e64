// The list's date-range filter by keyboard (issue 22): Tab goes through it both ways, a range is
// typed in the stated format or picked in the calendar with the arrows (Down), the presets are
// reachable buttons.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentHref, renderApp } from '../../tests/setup/render-app';

const AS = 'admin@example.com';
const announcer = () => document.getElementById('announcer')!;
/** The day the keys are on: the in-view cell wearing the highlight (antd titles cells YYYY-MM-DD). */
const highlighted = () => document.querySelector('.ant-picker-cell-in-view:has(> .calendar-highlight)')?.getAttribute('title');

async function openList(locale: 'en' | 'fr' = 'en') {
  const app = await renderApp(`${locale === 'fr' ? '/fr' : ''}/admin/restaurants`, { as: AS, locale });
  await screen.findByRole('table', { name: 'Restaurants' });
  return app;
}

describe('the date-range filter', { timeout: 60_000 }, () => {
  it('lets Tab and Shift+Tab through, both ends empty', async () => {
    const { user } = await openList();
    const from = screen.getByLabelText('Created at: From');
    const till = screen.getByLabelText('Created at: Till');
    await user.click(from);
    await user.keyboard('{Escape}');
    expect(from).toHaveFocus();
    await user.tab();
    expect(till).toHaveFocus();
    await user.tab();
    expect(document.activeElement).not.toBe(till);
    expect(document.activeElement).not.toBe(from);
    expect(document.activeElement).not.toBe(document.body);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await waitFor(() => expect(from).toHaveFocus());
    await user.tab({ shift: true });
    expect(document.activeElement).not.toBe(from);
    expect(document.activeElement).not.toBe(till);
  });

  it('takes a range typed in the stated format', async () => {
    const { user, router } = await openList();
    const from = screen.getByLabelText('Created at: From');
    expect(from).toHaveAttribute('placeholder', 'Created at: From (YYYY-MM-DD)');
    expect(from).toHaveAccessibleDescription(/^Type the date as YYYY-MM-DD, or press Down to choose it in the calendar: /);
    await user.click(from);
    await user.keyboard('2026-01-12');
    expect(from).toHaveValue('2026-01-12');
    await user.tab();
    expect(screen.getByLabelText('Created at: Till')).toHaveFocus();
    await user.keyboard('2026-02-19');
    await user.tab();
    await waitFor(() => expect(currentHref(router)).toContain('from=2026-01-12&till=2026-02-19'));
  });

  it('picks a range in the calendar with the arrow keys (Down opens them)', async () => {
    const { user, router } = await openList();
    const from = screen.getByLabelText('Created at: From');
    await user.click(from);
    await user.keyboard('2026-01-15{ArrowDown}');
    expect(announcer()).toHaveTextContent('Thursday, January 15, 2026');
    expect(highlighted()).toBe('2026-01-15');
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowUp}{ArrowRight}');
    expect(highlighted()).toBe('2026-01-17');
    expect(from).toHaveValue('2026-01-15'); // the keys move the highlight, not the typed date
    await user.keyboard('{Enter}');
    const till = screen.getByLabelText('Created at: Till');
    await waitFor(() => expect(till).toHaveFocus());
    await user.keyboard('{PageDown}{End}');
    expect(announcer()).toHaveTextContent('Saturday, February 21, 2026');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentHref(router)).toContain('from=2026-01-17&till=2026-02-21'));
    expect(till).toHaveFocus();
  });

  it("leaves the keys to the field while the calendar shows months, and takes them back on the days' view", async () => {
    const { user } = await openList();
    const from = screen.getByLabelText('Created at: From');
    await user.click(from);
    await user.click(document.querySelector<HTMLElement>('.ant-picker-dropdown .ant-picker-month-btn')!);
    expect(document.querySelector('.ant-picker-month-panel')).not.toBeNull();
    const said = announcer().textContent;
    act(() => from.focus()); // where a browser keeps it (jsdom's clicks in the calendar take it)
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBeUndefined();
    expect(announcer().textContent).toBe(said); // no day said that the calendar does not show
    await user.click(document.querySelector<HTMLElement>('.ant-picker-month-panel .ant-picker-cell-in-view')!);
    await waitFor(() => expect(document.querySelector('.ant-picker-month-panel')).toBeNull());
    act(() => from.focus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).toBeTruthy());
  });

  it('changes an applied range in the calendar, its start kept while the end is chosen', async () => {
    const { user, router } = await renderApp('/admin/restaurants?from=2024-12-31&till=2025-01-02', { as: AS });
    await screen.findByRole('table', { name: 'Restaurants' });
    await user.click(screen.getByLabelText('Created at: From'));
    await user.keyboard('{ArrowDown}{ArrowLeft}{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Created at: Till')).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(currentHref(router)).toContain('from=2024-12-30&till=2025-01-04'));
  });

  it('applies a range entered from the right (Shift+Tab) with Enter', async () => {
    const { user, router } = await openList();
    act(() => screen.getByRole('button', { name: 'Columns' }).focus());
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Created at: From')).toHaveFocus();
    await user.keyboard('2024-12-30');
    await user.tab();
    await user.keyboard('2025-01-03{Enter}');
    await waitFor(() => expect(currentHref(router)).toContain('from=2024-12-30&till=2025-01-03'));
  });

  it('offers its presets as buttons that Tab reaches and Enter applies', async () => {
    const { user, router } = await openList();
    await user.click(screen.getByLabelText('Created at: From'));
    await user.tab();
    await user.tab();
    const today = screen.getByRole('button', { name: 'Today' });
    expect(today).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentHref(router)).toMatch(/from=(\d{4}-\d{2}-\d{2})&till=\1/));
  });

  it('states the format in French', async () => {
    await openList('fr');
    const from = screen.getByLabelText('Créé le : du');
    expect(from).toHaveAttribute('placeholder', 'Créé le\u00a0: du (AAAA-MM-JJ)');
    expect(from).toHaveAccessibleDescription(/^Saisissez la date au format AAAA-MM-JJ/);
  });
});
