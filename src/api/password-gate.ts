// Laravel's password.confirm, answered (http.ts hands every 423 here; this file loads on the first):
// the password is confirmed once for all the calls refused together, then each call is sent again.
import { PasswordConfirmationCanceled } from './errors';
import { call } from './client';

/** Shows the password dialog; true once the password is confirmed, false on cancel. */
type AskForPassword = () => Promise<boolean>;

export function createPasswordGate(askForPassword: AskForPassword) {
  let confirming: Promise<void> | undefined;

  /**
   * Resolves once the password is confirmed; rejects with PasswordConfirmationCanceled on cancel.
   * First Fortify's status route: while the last confirmation holds (another call or tab confirmed
   * it meanwhile), no dialog; `ask` skips that when a call was refused even so.
   */
  const confirmed = (ask: boolean): Promise<void> => {
    confirming ??= (async () => {
      if (!ask) {
        const status = await call('GET', '/auth/user/confirmed-password-status', { skipPasswordConfirmation: true });
        if (status.confirmed) return;
      }
      if (!(await askForPassword())) throw new PasswordConfirmationCanceled();
    })().finally(() => {
      confirming = undefined;
    });
    return confirming;
  };

  /**
   * At most two rounds: a backend whose route wants a shorter timeout than its status route
   * refuses the first retry; the second asks for the password without asking the status.
   */
  return async (again: () => Promise<Response>): Promise<Response> => {
    let response: Response | undefined;
    for (let round = 0; round < 2 && (!response || response.status === 423); round += 1) {
      await confirmed(round > 0);
      response = await again();
    }
    return response!;
  };
}
