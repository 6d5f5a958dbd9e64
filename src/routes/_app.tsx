import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { requireUser } from '@/features/auth/guards';
import { ShellActions } from './-shell-actions';

export const Route = createFileRoute('/_app')({
  beforeLoad: requireUser,
  component: () => (
    <AdminLayout actions={<ShellActions />}>
      <Outlet />
    </AdminLayout>
  ),
});
