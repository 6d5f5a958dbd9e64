// Mounted once beside the router: draws the password dialog (lazily loaded) from the first time a
// call needs the password confirmed (423), and keeps it mounted after, for its closing animation.
import { useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { settlePasswordConfirmation, usePasswordConfirmation } from '@/stores/password-confirmation';

const dialog = lazyPart(() => import('./password-dialog-shell'), (module) => module.PasswordDialogShell, { floating: true });

export function PasswordConfirmationHost() {
  const open = usePasswordConfirmation((state) => state.open);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  // If its code cannot load, closing the notice cancels: the waiting calls give up as with Cancel.
  return used || open ? <dialog.Part onFailureClose={() => settlePasswordConfirmation(false)} /> : null;
}
