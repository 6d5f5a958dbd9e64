import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

describe('profile page', () => {
  it('saves the name and shows it in the shell', async () => {
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveValue('Uma');
    await user.clear(firstName);
    await user.type(firstName, 'Umberta');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Account menu of Umberta User/ })).toBeInTheDocument();
  });

  it('puts a wrong current password on its field and keeps the new one', async () => {
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    await user.type(await screen.findByLabelText('Current password'), 'not-it-at-all');
    await user.type(screen.getByLabelText('New password'), 'another-password');
    await user.type(screen.getByLabelText('Confirm password'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('The provided password does not match your current password.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('New password')).toHaveValue('another-password');
  });

  it('refuses mismatched passwords before calling the server', async () => {
    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    await user.type(await screen.findByLabelText('Current password'), 'password');
    await user.type(screen.getByLabelText('New password'), 'another-password');
    await user.type(screen.getByLabelText('Confirm password'), 'different-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
  });
});

describe('profile drafts', () => {
  it('keeps the profile as typed (offered back, dropped once saved) and never a password', async () => {
    const first = await renderApp('/admin/profile', { as: 'user@example.com' });
    const lastName = await screen.findByLabelText('Last name');
    await first.user.clear(lastName);
    await first.user.type(lastName, 'Usher');
    await first.user.type(screen.getByLabelText('Current password'), 'password');
    await first.user.type(screen.getByLabelText('New password'), 'a-new-secret-1');
    first.unmount();
    expect(JSON.stringify(sessionStorage)).toContain('Usher');
    expect(JSON.stringify(sessionStorage)).not.toMatch(/a-new-secret-1|"password"|current_password/);

    const { user } = await renderApp('/admin/profile', { as: 'user@example.com' });
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Last name')).toHaveValue('Usher');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(JSON.stringify(sessionStorage)).not.toContain('Usher');
  });
});
