// The password dialog's own React root (loaded on the first 423, out of every page's first load):
// mounted once beside the app, with the app's language and theme, it answers the password gate.
import { createRoot, type Root } from 'react-dom/client';
import { createPasswordGate } from '@/api/password-gate';
import { PasswordDialog } from '@/features/password-confirmation/password-dialog';
import { askForPassword } from '@/stores/password-confirmation';
import { AntdShell } from './antd-shell';
import { AppProviders } from './app';

let mounted: { root: Root; container: HTMLElement } | undefined;

function mountDialog(): void {
  if (mounted) return;
  const container = document.createElement('div');
  document.body.append(container);
  mounted = { root: createRoot(container), container };
  mounted.root.render(
    <AppProviders>
      <AntdShell>
        <PasswordDialog />
      </AntdShell>
    </AppProviders>,
  );
}

export const passwordGate = createPasswordGate(() => {
  mountDialog();
  return askForPassword();
});

/** Tests: each starts without the dialog an earlier one mounted. */
export function unmountPasswordDialog(): void {
  mounted?.root.unmount();
  mounted?.container.remove();
  mounted = undefined;
}
