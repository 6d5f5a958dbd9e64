// The change log is this build's CHANGELOG.md, written in English: in a French page it is marked
// as English, so a screen reader says it as such, while the page around it stays French.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

describe('the change log page', () => {
  it('shows the file marked as English in a French page', async () => {
    await renderApp('/fr/admin/change-log', { as: 'superadmin@example.com', locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal des modifications' })).toBeInTheDocument();
    const release = screen.getByRole('heading', { level: 2, name: '[Unreleased]' });
    expect(release.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')?.getAttribute('lang')).not.toBe('en');
  }, 60_000);
});
