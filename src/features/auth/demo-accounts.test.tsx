// The demo's accounts panel (demo build only; rendered here directly): the two-factor account's
// current authenticator code, read again when it changes.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setMockNow } from '../../../mocks/clock';
import { SEED_TWO_FACTOR_SECRET } from '../../../mocks/db/seed';
import { totp } from '../../../mocks/totp';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import DemoAccounts from './demo-accounts';

const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

describe('demo accounts', () => {
  it("shows twofactor@example.com's current code, and the next one once it has changed", async () => {
    // One second before the code changes.
    const first = new Date(Math.ceil(Date.now() / 30_000) * 30_000 + 29_000);
    setMockNow(first);
    await renderWithProviders(<DemoAccounts onPick={() => {}} />);
    expect(await screen.findByText(`Code now: ${spaced(await totp(SEED_TWO_FACTOR_SECRET, first))}`)).toBeInTheDocument();
    expect(screen.getAllByText('two-factor authentication')).toHaveLength(1);

    const next = new Date(first.getTime() + 1_000);
    setMockNow(next);
    expect(
      await screen.findByText(`Code now: ${spaced(await totp(SEED_TWO_FACTOR_SECRET, next))}`, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
