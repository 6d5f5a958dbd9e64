// What the engine suite types and expects for each resource of the registry (seed: mocks/db).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export interface EngineFixture {
  /** A record on the first page of the default list. */
  listed: string;
  sortBy: { label: string; field: string };
  create?: { fill: (user: UserEvent) => Promise<void>; listed: string };
  edit: { id: number; fill: (user: UserEvent) => Promise<void>; check: () => Promise<void> };
  invalid: { fill: (user: UserEvent) => Promise<void>; message: string; field: string };
  /** The title of a record to delete from the first page. */
  remove: string;
}

async function replace(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

export const ENGINE_FIXTURES: Record<string, EngineFixture> = {
  tenants: {
    listed: 'Globex',
    sortBy: { label: 'Name', field: 'name' },
    create: {
      fill: async (user) => {
        await user.type(screen.getByLabelText('Name'), 'Umbrella');
        await user.type(screen.getByLabelText('E-mail'), 'contact@umbrella.example');
      },
      listed: 'Umbrella',
    },
    edit: {
      id: 2,
      fill: (user) => replace(user, 'Contact', 'Mona Lisa'),
      check: async () => {
        expect(await screen.findByDisplayValue('Mona Lisa')).toBeInTheDocument();
      },
    },
    invalid: { fill: (user) => replace(user, 'Name', 'Acme'), message: 'The name has already been taken.', field: 'Name' },
    remove: 'Initech',
  },
};
