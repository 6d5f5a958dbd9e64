// The landing_announcement variable: a line above the menus for the tenant it is set for (Acme in
// the seed), shown as text even when it looks like HTML; nothing for another tenant, without a
// value, or with the variables feature off.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setVariables } from '@/stores/variables';
import { setFeatureEnabled } from '../../../mocks/control';
import { db } from '../../../mocks/db/database';
import { renderApp } from '../../../tests/setup/render-app';

const ANNOUNCEMENT = 'The summer party is on Friday: no lunch is delivered to the office that day.';

describe('the landing announcement', () => {
  it('is shown above the menus to Acme’s people', async () => {
    await renderApp('/', { as: 'user@example.com', variables: true });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(ANNOUNCEMENT);
    const heading = screen.getByRole('heading', { name: /^Menus for / });
    expect(note.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown to Globex’s people (the announcement is Acme’s own)', async () => {
    await renderApp('/', { as: 'user2@example.com', variables: true });
    expect(await screen.findByRole('link', { name: 'support@lunch.example' })).toBeInTheDocument(); // the values are in
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows HTML-looking content as text', async () => {
    const row = db().variables.find((variable) => variable.key === 'landing_announcement')!;
    row.value = '<b>Closed</b> on Friday <img src=x onerror="alert(1)"> <a href="https://evil.example">menus</a>';
    await renderApp('/', { as: 'user@example.com', variables: true });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('<b>Closed</b> on Friday <img src=x onerror="alert(1)"> <a href="https://evil.example">menus</a>');
    expect(note.children).toHaveLength(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('is left out without a value', async () => {
    db().variables = db().variables.filter((variable) => variable.key !== 'landing_announcement');
    await renderApp('/', { as: 'user@example.com', variables: true });
    expect(await screen.findByRole('link', { name: 'lunch-help@acme.example' })).toBeInTheDocument(); // the values are in
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('is ignored with the variables feature off', async () => {
    setFeatureEnabled('variables', false);
    await renderApp('/', { as: 'user@example.com' });
    await screen.findByRole('heading', { name: /^Menus for / });
    act(() => setVariables({ landing_announcement: ANNOUNCEMENT }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
