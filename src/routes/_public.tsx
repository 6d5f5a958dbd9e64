import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ShellActions, ShellPinnedActions } from './-shell-actions';

export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicLayout actions={<ShellActions cart={false} />} pinned={<ShellPinnedActions />}>
      <Outlet />
    </PublicLayout>
  ),
});
