import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AntdShell } from '@/antd-shell';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { redirectSignedIn } from '@/features/auth/guards';
import { ShellActions } from './-shell-actions';

export const Route = createFileRoute('/_auth')({
  beforeLoad: redirectSignedIn,
  component: () => (
    <AntdShell>
      <AuthLayout actions={<ShellActions />}>
        <Outlet />
      </AuthLayout>
    </AntdShell>
  ),
});
