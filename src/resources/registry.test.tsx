// The engine suite, once per resource of the registry: the list renders with pagination and
// sorting, a filter keeps its rows, a created record appears, an edit saves, a 422 lands on its
// field, a delete removes (at once and undoable, or after a confirmation when it cascades).
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/setup/render-app';
import { endUndoWindows, holdUndoWindows, recordDeletes } from '../../tests/setup/undo-window';
import { RESOURCES } from './registry';
import { ENGINE_FIXTURES } from './registry.fixtures';

const AS = 'superadmin@example.com';

async function save(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe.each(RESOURCES.map((resource) => [resource.key, resource] as const))('%s on the engine', (key, resource) => {
  const fixture = ENGINE_FIXTURES[key];
  const list = () => resource.routes.list({});

  it('has a fixture', () => expect(fixture).toBeDefined());
  if (!fixture) return;

  it('lists a page with its total and sorts by a column', async () => {
    const { user, router } = await renderApp(`${list()}?per_page=10`, { as: AS });
    const table = await screen.findByRole('table', { name: resource.labels.plural.defaultMessage as string });
    expect(await within(table).findByText(fixture.listed)).toBeInTheDocument();
    expect(screen.getByText(/^1–\d+ of \d+$/)).toBeInTheDocument();
    const header = within(table).getByRole('columnheader', { name: new RegExp(fixture.sortBy.label) });
    await user.click(within(header).getByText(fixture.sortBy.label));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ order_by: fixture.sortBy.field, order_dir: 'asc' }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: new RegExp(fixture.sortBy.label) })).toHaveAttribute('aria-sort', 'ascending'));
  });

  if (fixture.filter) {
    const filter = fixture.filter;
    it('keeps only the rows a filter chooses, with the choice in the URL', async () => {
      const { user, router } = await renderApp(list(), { as: AS });
      const table = await screen.findByRole('table', { name: resource.labels.plural.defaultMessage as string });
      await user.click(screen.getByLabelText(filter.label));
      await user.click(await screen.findByTitle(filter.option));
      await waitFor(() => expect(router.state.location.search).toMatchObject({ filters: { [filter.field]: [filter.value] } }));
      await waitFor(() => {
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row).toHaveTextContent(filter.option);
      });
    });
  }

  if (fixture.create) {
    const create = fixture.create;
    it('creates a record that then appears in the list', async () => {
      const { user, router } = await renderApp(resource.routes.create!({}), { as: AS });
      await screen.findByRole('heading', { level: 1, name: resource.labels.create.defaultMessage as string });
      await create.fill(user);
      await save(user);
      await waitFor(() => expect(router.state.location.pathname).not.toMatch(/\/(create|add)$/));
      await router.navigate({ href: `${list()}?search=${encodeURIComponent(create.listed)}` });
      expect(await screen.findByRole('link', { name: create.listed })).toBeInTheDocument();
    });
  }

  if (fixture.edit) {
    const edit = fixture.edit;
    it('saves an edit', async () => {
      const { user, router } = await renderApp(edit.path, { as: AS });
      await screen.findByRole('button', { name: 'Save' });
      await edit.fill(user);
      await save(user);
      expect(await screen.findByText('Saved.')).toBeInTheDocument();
      await router.invalidate();
      await edit.check();
    });

    const invalid = edit.invalid;
    if (invalid) {
      it('shows a server 422 on its field', async () => {
        const { user } = await renderApp(edit.path, { as: AS });
        await screen.findByRole('button', { name: 'Save' });
        await invalid.fill(user);
        await save(user);
        const message = await screen.findByText(invalid.message);
        expect(message.closest('.ant-form-item')).toHaveTextContent(invalid.field);
      });
    }
  }

  if (!fixture.remove) return;
  const removed = fixture.remove;
  it(resource.deleteCascades ? 'deletes a record after confirmation' : 'deletes a record at once, sent when its undo window ends', async () => {
    holdUndoWindows();
    const deletes = recordDeletes();
    const { user } = await renderApp(list(), { as: AS });
    const table = await screen.findByRole('table');
    const name = `Delete ${removed}`;
    await user.click(await within(table).findByRole('button', { name }));
    if (resource.deleteCascades) {
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
    } else {
      expect(within(table).queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      expect(deletes).toEqual([]);
      endUndoWindows();
    }
    await waitFor(() => expect(deletes).toHaveLength(1));
    await waitFor(() => expect(within(table).queryByRole('button', { name })).not.toBeInTheDocument());
  });
});
