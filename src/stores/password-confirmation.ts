// The password dialog's state (Laravel's password.confirm, 423): the password gate asks for the
// password here and waits; the dialog, mounted once for the whole app, answers. Every call waiting
// at the same time shares the one dialog and its answer.
import { create } from 'zustand';

export const usePasswordConfirmation = create<{ open: boolean }>(() => ({ open: false }));

let waiting: ((confirmed: boolean) => void)[] = [];

/** Opens the dialog (or joins the open one); true once the password was confirmed, false on cancel. */
export function askForPassword(): Promise<boolean> {
  usePasswordConfirmation.setState({ open: true });
  return new Promise((resolve) => waiting.push(resolve));
}

/** The dialog's answer, for every call waiting on it; the dialog closes. */
export function settlePasswordConfirmation(confirmed: boolean): void {
  const settled = waiting;
  waiting = [];
  usePasswordConfirmation.setState({ open: false });
  for (const resolve of settled) resolve(confirmed);
}

/** Tests: a dialog an earlier test left open is canceled (its calls reject), so the next starts closed. */
export function forgetPasswordConfirmation(): void {
  settlePasswordConfirmation(false);
}
