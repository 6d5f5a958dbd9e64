import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AntdShell } from '@/antd-shell';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { requireUser } from '@/features/auth/guards';
import { ShellActions } from './-shell-actions';

export const Route = createFileRoute('/_app')({
  beforeLoad: requireUser,
  component: () => (
    <AntdShell>
      <AdminLayout actions={<ShellActions />}>
        <Outlet />
      </AdminLayout>
    </AntdShell>
  ),
});
