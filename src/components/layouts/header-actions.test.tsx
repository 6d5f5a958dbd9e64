// The header's folded actions (narrow screens): the button says whether they are shown, Escape
// folds them back with the focus on the button, and following a link folds them.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { HeaderActions } from './header-actions';

describe('header actions', () => {
  it('opens and closes by the button, by Escape (focus back on the button) and by following a link', async () => {
    const { user } = await renderWithProviders(
      <HeaderActions>
        <a href="#profile" onClick={(event) => event.preventDefault()}>
          Profile
        </a>
      </HeaderActions>,
    );
    const toggle = screen.getByRole('button', { name: 'Settings and account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
