import { createFileRoute, Outlet } from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';
import { AntdShell } from '@/antd-shell';
import { ErrorPage, NotFoundPage } from '@/components/error-page';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { requireUser } from '@/features/auth/guards';
import { ordersOnly } from '@/lib/orders-only';
import { adminPages, personalPages } from '@/resources/admin-pages';
import { useSession } from '@/stores/session';
import { ShellActions, ShellPinnedActions } from './-shell-actions';

/** Whether the area's frame is already drawn around this point. */
const InAppShell = createContext(false);

function AppShell({ children }: { children: ReactNode }) {
  const inside = useContext(InAppShell);
  // A person who only orders gets a menu of their own (Order lunch, My orders, My bills, Profile).
  const personal = useSession((state) => ordersOnly(state.user));
  // The 404 of an address below a page with nothing under it (/admin/restaurant-menus/create) is
  // drawn in this route's outlet, inside the frame already there: not a second one.
  if (inside) return children;
  return (
    <InAppShell.Provider value>
      <AntdShell>
        <AdminLayout pages={personal ? personalPages() : adminPages()} actions={<ShellActions cart={false} />} pinned={<ShellPinnedActions />}>
          {children}
        </AdminLayout>
      </AntdShell>
    </InAppShell.Provider>
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
