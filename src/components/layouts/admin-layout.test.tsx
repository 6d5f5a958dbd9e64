// The admin area's header on a narrow screen (jsdom's, below antd's lg): with the menu in a drawer,
// the header still names the project, and the name leads to the configured landing, as the
// public top bar's does.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

describe('the admin header on a narrow screen', () => {
  it("names the project beside the menu button, linking to the configured landing", async () => {
    await renderApp('/admin/dashboard', { as: 'admin@example.com', config: { projectName: 'Mittag', landing: '/restaurants/1' } });
    const header = (await screen.findByRole('button', { name: 'Open the menu' })).closest('header')!;
    const home = within(header).getByRole('link', { name: 'Mittag' });
    expect(home).toHaveAttribute('href', '/restaurants/1');
  });
});
