// What the engine suite types and expects for each resource of the registry (seed: mocks/db).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { expect } from 'vitest';

type Fill = (user: UserEvent) => Promise<void>;

export interface EngineFixture {
  /** A record on the first page of the default list. */
  listed: string;
  sortBy: { label: string; field: string };
  create?: { fill: Fill; listed: string };
  /** Resources with a record page: an edit that saves, and one the server refuses (422). */
  edit?: {
    path: string;
    fill: Fill;
    check: () => Promise<void>;
    /** Absent where the server has no rule that the form does not check first (a translation). */
    invalid?: { fill: Fill; message: string | RegExp; field: string };
  };
  /** A list filter: choosing `option` in the `label` select keeps only rows showing it. */
  filter?: { label: string; option: string; field: string; value: string };
  /** The title of a record to delete from the first page (resources that delete). */
  remove?: string;
}

async function replace(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

const shows = (value: string) => async () => {
  expect(await screen.findByDisplayValue(value)).toBeInTheDocument();
};

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
      path: '/admin/tenants/2',
      fill: (user) => replace(user, 'Contact', 'Mona Lisa'),
      check: shows('Mona Lisa'),
      invalid: { fill: (user) => replace(user, 'Name', 'Acme'), message: 'The name has already been taken.', field: 'Name' },
    },
    remove: 'Initech',
  },
  restaurants: {
    listed: 'Chez Marcel',
    sortBy: { label: 'Name', field: 'name' },
    create: {
      fill: async (user) => {
        await user.type(screen.getByLabelText('Name'), 'Chez Test');
        await user.type(screen.getByLabelText('Address'), '1 Rue du Test, 69001 Lyon');
      },
      listed: 'Chez Test',
    },
    edit: {
      path: '/admin/restaurants/3',
      fill: (user) => replace(user, 'Address', '26 Quai Saint-Antoine, 69002 Lyon'),
      check: shows('26 Quai Saint-Antoine, 69002 Lyon'),
      invalid: {
        fill: (user) => replace(user, 'Latitude', ''),
        message: 'The latitude field is required when longitude is present.',
        field: 'Latitude',
      },
    },
    remove: 'Le Comptoir Libanais',
  },
  'all-restaurant-menus': {
    listed: 'Houmous & falafels',
    sortBy: { label: 'Name', field: 'name' },
    filter: { label: 'Type', option: 'Vegan', field: 'type', value: 'VEGAN' },
    edit: {
      path: '/admin/restaurants/6/menus/19',
      fill: (user) => replace(user, 'Name', 'Houmous royal'),
      check: shows('Houmous royal'),
      invalid: {
        fill: async (user) => {
          await user.click(screen.getByLabelText('Available till'));
          await user.type(screen.getByLabelText('Available till'), '2000-01-01{Enter}');
        },
        message: /must be a date after or equal to/,
        field: 'Available till',
      },
    },
    remove: 'Chawarma poulet',
  },
  discounts: {
    listed: 'Green Bowl',
    sortBy: { label: 'Amount', field: 'amount' },
    create: {
      fill: async (user) => {
        await choose(user, 'Owner kind', 'Restaurant');
        await choose(user, 'Owner', 'Trattoria Bellini');
        await choose(user, 'Type', 'Percentage');
        await user.type(screen.getByLabelText('Amount'), '20');
      },
      listed: 'Trattoria Bellini',
    },
    edit: {
      path: '/admin/discounts/4',
      fill: (user) => replace(user, 'Priority', '7'),
      check: shows('7'),
      invalid: { fill: (user) => replace(user, 'Amount', '150'), message: 'The amount field must not be greater than 100.', field: 'Amount' },
    },
    remove: 'Globex · €1.00',
  },
  images: {
    listed: 'Green Bowl',
    sortBy: { label: 'Title', field: 'title' },
    remove: 'Sakura Bento',
  },
  orders: {
    listed: 'A-2026-000172',
    sortBy: { label: 'Requested date', field: 'requested_date' },
    filter: { label: 'Status', option: 'Cancellation requested', field: 'status', value: 'CANCEL_REQUESTED' },
  },
  'order-items': {
    listed: 'Chawarma poulet',
    sortBy: { label: 'Quantity', field: 'quantity' },
    filter: { label: 'Payer', option: 'Company', field: 'payer', value: 'TENANT' },
  },
  users: {
    listed: 'admin@example.com',
    sortBy: { label: 'Last name', field: 'last_name' },
    create: {
      fill: async (user) => {
        await user.type(screen.getByLabelText('E-mail'), 'nora@example.com');
        await user.type(screen.getByLabelText('First name'), 'Nora');
        await user.type(screen.getByLabelText('Last name'), 'New');
        // Invited: no password (a super admin could set one instead, users.test.tsx).
        await choose(user, 'Roles', 'User');
        await choose(user, 'Tenants', 'Acme');
      },
      listed: 'nora@example.com',
    },
    edit: {
      path: '/admin/users/3',
      fill: (user) => replace(user, 'First name', 'Ursula'),
      check: shows('Ursula'),
      invalid: { fill: (user) => replace(user, 'E-mail', 'admin@example.com'), message: 'The email has already been taken.', field: 'E-mail' },
    },
    remove: 'Nina Unverified',
  },
  roles: {
    listed: 'admin',
    sortBy: { label: 'Name', field: 'name' },
    create: { fill: (user) => user.type(screen.getByLabelText('Name'), 'Kitchen staff'), listed: 'Kitchen staff' },
    edit: {
      path: '/admin/settings/roles/3',
      fill: (user) => replace(user, 'Name', 'member'),
      check: shows('member'),
      // Two names that normalise alike are one role.
      invalid: { fill: (user) => replace(user, 'Name', 'Super Admin'), message: 'The name has already been taken.', field: 'Name' },
    },
    remove: 'User',
  },
  permissions: {
    listed: 'actions.view',
    sortBy: { label: 'Name', field: 'name' },
    create: { fill: (user) => user.type(screen.getByLabelText('Name'), 'reports.view'), listed: 'reports.view' },
    edit: {
      path: '/admin/settings/permissions/2',
      fill: (user) => replace(user, 'Name', 'tenants.see'),
      check: shows('tenants.see'),
      invalid: { fill: (user) => replace(user, 'Name', 'all'), message: 'The name has already been taken.', field: 'Name' },
    },
    remove: 'actions.delete',
  },
  languages: {
    listed: 'Deutsch',
    sortBy: { label: 'Code', field: 'code' },
    create: {
      fill: async (user) => {
        await user.type(screen.getByLabelText('Name'), 'Español');
        await user.type(screen.getByLabelText('Code'), 'es');
      },
      listed: 'Español',
    },
    edit: {
      path: '/admin/localizations/languages/3',
      fill: (user) => replace(user, 'Name', 'German'),
      check: shows('German'),
      invalid: { fill: (user) => replace(user, 'Code', 'fr'), message: 'The code has already been taken.', field: 'Code' },
    },
    filter: { label: 'Enabled', option: 'No', field: 'enabled', value: '0' },
    remove: 'Deutsch',
  },
  texts: {
    listed: 'auth.action.signUp',
    sortBy: { label: 'Key', field: 'key' },
    create: {
      fill: async (user) => {
        await user.type(screen.getByLabelText('Key'), 'landing.greeting');
        await user.type(screen.getByLabelText('Default wording'), 'Hello');
      },
      listed: 'landing.greeting',
    },
    edit: {
      path: '/admin/localizations/texts/11',
      fill: (user) => replace(user, 'Default wording', 'Open every weekday.'),
      check: shows('Open every weekday.'),
      invalid: { fill: (user) => replace(user, 'Key', 'landing.title'), message: 'The key has already been taken.', field: 'Key' },
    },
    remove: 'checkout.payment.hint',
  },
  bills: {
    listed: 'Ada Admin',
    sortBy: { label: 'Amount', field: 'amount' },
    filter: { label: 'Type', option: 'Restaurant', field: 'type', value: 'RESTAURANT' },
    // The seed bills last month; this restaurant's bill is unpaid (a paid one cannot be deleted).
    remove: `Brasserie du Parc · ${dayjs().subtract(1, 'month').format('YYYY-MM')}`,
  },
  translations: {
    listed: 'Commander le déjeuner',
    sortBy: { label: 'Language', field: 'language_id' },
    edit: {
      path: '/admin/localizations/translations/1',
      fill: (user) => replace(user, 'Translation', 'Le repas du jour'),
      check: shows('Le repas du jour'),
    },
    remove: 'landing.title · fr',
  },
  variables: {
    listed: 'landing_announcement',
    sortBy: { label: 'Key', field: 'key' },
    create: {
      fill: async (user) => {
        await user.type(screen.getByLabelText('Key'), 'canteen_floor');
        await choose(user, 'Type', 'Number');
        await user.type(screen.getByLabelText('Value'), '3');
      },
      listed: 'canteen_floor',
    },
    edit: {
      path: '/admin/settings/variables/4',
      fill: (user) => replace(user, 'Value', 'Pizza day on Friday.'),
      check: shows('Pizza day on Friday.'),
      // Acme already has its own support_email: a key is unique per scope.
      invalid: { fill: (user) => replace(user, 'Key', 'support_email'), message: 'The key has already been taken.', field: 'Key' },
    },
    filter: { label: 'Scope', option: 'Acme', field: 'tenant_id', value: '1' },
    remove: 'landing_announcement · Acme',
  },
  // Read-only: no create, edit or delete.
  logs: {
    listed: 'Created order “I-2026-000173”',
    sortBy: { label: 'Timestamp', field: 'created_at' },
    filter: { label: 'Result', option: 'Unsuccessful', field: 'result', value: 'UNSUCCESSFUL' },
  },
};
