import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AntdPlainShell } from '@/antd-plain-shell';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { redirectSignedIn } from '@/features/auth/guards';
import { ShellActions } from './-shell-actions';

export const Route = createFileRoute('/_auth')({
  beforeLoad: redirectSignedIn,
  component: () => (
    <AntdPlainShell>
      <AuthLayout actions={<ShellActions />}>
        <Outlet />
      </AuthLayout>
    </AntdPlainShell>
  ),
});
