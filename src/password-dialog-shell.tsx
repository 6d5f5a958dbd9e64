// The password dialog with antd's providers: loaded only when a call first answers 423, so no page's
// first load carries it (the public pages have no antd of their own).
import { AntdShell } from './antd-shell';
import { PasswordDialog } from '@/features/password-confirmation/password-dialog';

export function PasswordDialogShell() {
  return (
    <AntdShell>
      <PasswordDialog />
    </AntdShell>
  );
}
