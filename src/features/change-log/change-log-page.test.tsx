// The change log shown in the app is written for its users (issue 29): what changed for them by
// version, in the reader's language — never the developers' CHANGELOG.md.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

const SLOW = 60_000;

/** Words of the developers' file, which the people who use the app have no use for. */
const DEVELOPER_WORDS = /\[Unreleased\]|npm run|kB gzip|issue \d+|\.tsx?\b|CHANGELOG|Lighthouse/;

describe('the change log page', () => {
  it('tells an English reader what changed for them, by version', async () => {
    await renderApp('/admin/change-log', { as: 'user@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change log' })).toBeInTheDocument();
    const version = screen.getByRole('heading', { level: 2, name: 'Version 0.1.0' });
    expect(screen.getByRole('heading', { level: 3, name: 'Ordering lunch' })).toBeInTheDocument();
    expect(screen.getByText(/your card is asked for only when you pay part of the order yourself/)).toBeInTheDocument();
    const notes = version.closest('.ant-card') as HTMLElement;
    expect(notes).not.toHaveTextContent(DEVELOPER_WORDS);
    // English in an English page: the notes carry no language of their own.
    expect(notes).not.toHaveAttribute('lang');
    expect(within(notes).getAllByRole('listitem').length).toBeGreaterThan(10);
  }, SLOW);

  it('tells a French reader in French, in the French page', async () => {
    await renderApp('/fr/admin/change-log', { as: 'user@example.com', locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal des modifications' })).toBeInTheDocument();
    const version = screen.getByRole('heading', { level: 2, name: 'Version 0.1.0' });
    expect(screen.getByRole('heading', { level: 3, name: 'Commander le déjeuner' })).toBeInTheDocument();
    expect(screen.getByText(/votre carte n’est demandée que si vous payez vous-même une partie de la commande/)).toBeInTheDocument();
    const notes = version.closest('.ant-card') as HTMLElement;
    expect(notes).not.toHaveTextContent(DEVELOPER_WORDS);
    expect(notes).not.toHaveAttribute('lang');
  }, SLOW);
});
