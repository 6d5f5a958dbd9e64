// Picks an option in an antd select (not antd's copy of the options for screen readers, nor a
// native select's option of the same name elsewhere on the page, such as the language switcher).
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export async function chooseOption(user: UserEvent, select: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: select }));
  const item = () => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`);
  await waitFor(() => expect(item()).toBeTruthy());
  await user.click(item()!);
  await user.keyboard('{Escape}');
}
