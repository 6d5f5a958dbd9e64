// French typography (issue 29): a non-breaking space before ; : ! ? and inside « », in every French
// message and the release notes; dates with their day and month in lower case; "chez" not doubled
// before a restaurant called "Chez …".
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fr from '../../locales/fr.json';
import notes from '../../src/features/change-log/release-notes.fr.md?raw';
import { renderApp } from '../setup/render-app';

const BREAKABLE = /[^\S\u00a0\u202f][;:!?»]|«[^\S\u00a0\u202f]/;

describe('French typography', () => {
  it('keeps ; : ! ? and « » with their words: no breakable space before or inside them', () => {
    const wrong = Object.entries(fr as Record<string, string>).filter(([, text]) => BREAKABLE.test(text.replace(/ :[a-z]+/g, '')));
    expect(wrong).toEqual([]);
    expect(notes.split('\n').filter((line) => BREAKABLE.test(line))).toEqual([]);
  });

  it('writes the day and month of a date in lower case, and “Chez Marcel” without a second “chez”', async () => {
    await renderApp('/fr?day=tomorrow', { locale: 'fr' });
    const heading = await screen.findByRole('heading', { name: /^Menus du \S+ \d/ });
    expect(heading.textContent).toMatch(/^Menus du (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} [a-zéû]+/u);
    const card = (await screen.findAllByRole('article')).find((article) => within(article).queryByRole('link', { name: 'Chez Marcel' }));
    expect(card).toBeDefined();
    expect(card!.textContent).not.toMatch(/chez Chez/i);
    expect(card!.textContent).toContain('Chez Marcel');
  });
});
