import { createFileRoute, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AntdShell } from '@/antd-shell';
import { ErrorPage, NotFoundPage } from '@/components/error-page';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { requireUser } from '@/features/auth/guards';
import { ordersOnly } from '@/lib/orders-only';
import { adminPages, personalPages } from '@/resources/admin-pages';
import { useSession } from '@/stores/session';
import { ShellActions, ShellPinnedActions } from './-shell-actions';

function AppShell({ children }: { children: ReactNode }) {
  // A person who only orders gets a menu of their own (Order lunch, My orders, My bills, Profile).
  const personal = useSession((state) => ordersOnly(state.user));
  return (
    <AntdShell>
      <AdminLayout pages={personal ? personalPages() : adminPages()} actions={<ShellActions cart={false} />} pinned={<ShellPinnedActions />}>
        {children}
      </AdminLayout>
    </AntdShell>
  );
}

export const Route = createFileRoute('/_app')({
  beforeLoad: requireUser,
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  // A missing record, or a page this user may not open, is a 404 inside the area: the header and
  // the menu stay, so the user goes on from there.
  notFoundComponent: () => (
    <AppShell>
      <NotFoundPage />
    </AppShell>
  ),
  // A page that failed to load, too: the frame stays, with Retry.
  errorComponent: (props) => (
    <AppShell>
      <ErrorPage {...props} />
    </AppShell>
  ),
});
