import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AntdShell } from '@/antd-shell';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { requireUser } from '@/features/auth/guards';
import { adminPages } from '@/resources/admin-pages';
import { ShellActions } from './-shell-actions';

export const Route = createFileRoute('/_app')({
  beforeLoad: requireUser,
  component: () => (
    <AntdShell>
      <AdminLayout pages={adminPages()} actions={<ShellActions />}>
        <Outlet />
      </AdminLayout>
    </AntdShell>
  ),
});
