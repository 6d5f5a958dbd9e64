// The authenticated layout (spec §2): side menu of the pages this user may open, a header with
// the shell's actions, and the page title taken from the route's static data.
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Menu, theme, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { getConfig } from '@/lib/config';
import type { NavGroup } from '@/lib/resource-definition';
import { useFeatureTree } from '@/stores/features';
import { isFeatureEnabled } from '@/lib/feature-tree';
import { ordersOnly } from '@/lib/orders-only';
import { useSession } from '@/stores/session';
import { navGroupLabels, visibleNavItems, type NavItem } from '../admin-nav/nav-items';
import { PageHeading } from '@/components/page-heading';
import { MAIN_ID } from '../main-content';
import { usePageTitle } from '../use-page-title';
import { AppFooter } from './app-footer';
import { HeaderActions } from './header-actions';
import { ListSkeleton } from './list-skeleton';
import { HomeLink } from './top-bar';
import { busyWhileLeaving, useNavigationWait } from './navigation-wait';

const navMessages = defineMessages({
  label: { id: 'nav.label', defaultMessage: 'Administration' },
  personal: { id: 'nav.label.personal', defaultMessage: 'Main menu' },
  open: { id: 'nav.open', defaultMessage: 'Open the menu' },
});

/**
 * While a navigation to another page waits: that page's title from the menu when it is a list (its
 * skeleton is shown), or null (the old page stays, inert and busy).
 */
function useListWaitedFor(pages: NavItem[], leavingFor: string | undefined): { title: string | undefined } | null {
  const intl = useIntl();
  const router = useRouter();
  const user = useSession((state) => state.user);
  const tree = useFeatureTree((state) => state.tree);
  if (!leavingFor) return null;
  const [routes] = router.getMatchedRoutes(leavingFor);
  if (!routes.at(-1)?.options.staticData?.listPage) return null;
  const item = visibleNavItems(pages, user, (name) => isFeatureEnabled(tree, name)).find((entry) => entry.to === leavingFor);
  return { title: item && intl.formatMessage(item.label) };
}

function useNavMenu(pages: NavItem[]): { items: MenuProps['items']; selected: string[] } {
  const intl = useIntl();
  const user = useSession((state) => state.user);
  const tree = useFeatureTree((state) => state.tree);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const visible = visibleNavItems(pages, user, (name) => isFeatureEnabled(tree, name));
  const entry = (item: NavItem) => ({ key: item.to, label: <Link to={item.to}>{intl.formatMessage(item.label)}</Link> });
  // Entries without a group (a person who only orders) are one short list; the others, by group.
  const groups = [...new Set(visible.flatMap((item) => (item.group ? [item.group] : [])))] as NavGroup[];
  const items: MenuProps['items'] = [
    ...visible.filter((item) => !item.group).map(entry),
    ...groups.map((group) => ({
      type: 'group' as const,
      key: group,
      label: intl.formatMessage(navGroupLabels[group]),
      children: visible.filter((item) => item.group === group).map(entry),
    })),
  ];
  const selected = visible.map((item) => item.to).filter((path) => pathname === path || pathname.startsWith(`${path}/`));
  return { items, selected };
}

function Brand() {
  return (
    <div className="l-app-brand" style={{ padding: '20px 24px' }}>
      <HomeLink />
    </div>
  );
}

function NavMenu({ pages, onNavigate }: { pages: NavItem[]; onNavigate?: () => void }) {
  const intl = useIntl();
  const { items, selected } = useNavMenu(pages);
  // A person who only orders is not in an administration: their menu is the app's main menu.
  const personal = useSession((state) => ordersOnly(state.user));
  return (
    <nav aria-label={intl.formatMessage(personal ? navMessages.personal : navMessages.label)}>
      {/* No tab stop of its own (rc-menu gives the list one): each link is one. */}
      <Menu mode="inline" tabIndex={-1} items={items} selectedKeys={selected} onClick={onNavigate} style={{ borderInlineEnd: 0 }} />
    </nav>
  );
}

interface AdminLayoutProps {
  /** The menu's entries (src/resources/admin-pages.ts); each is shown to whom may open it. */
  pages: NavItem[];
  actions?: ReactNode;
  /** Actions that stay in the header on a phone too, where the others fold (the cart). */
  pinned?: ReactNode;
  children: ReactNode;
}

export function AdminLayout({ pages, actions, pinned, children }: AdminLayoutProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  // Wide screens keep the menu beside the page; narrow ones open it in a drawer.
  const wide = Grid.useBreakpoint().lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Closed by following one of its links, the drawer leaves the focus to the new page (its h1),
  // instead of giving it back to the menu button when its animation ends; Escape gives it back.
  const [leftByLink, setLeftByLink] = useState(false);
  const title = useRouterState({ select: (state) => state.matches.findLast((m) => m.staticData.title)?.staticData.title });
  const ownHeading = useRouterState({ select: (state) => state.matches.some((m) => m.staticData.ownHeading) });
  usePageTitle(ownHeading ? null : title); // a page with its own heading sets its own title
  const wait = useNavigationWait();
  const listWaitedFor = useListWaitedFor(pages, wait.leavingFor);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && (
        <Layout.Sider theme="light" width="15rem" style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}>
          <Brand />
          <NavMenu pages={pages} />
        </Layout.Sider>
      )}
      {/* min-width 0: a table wider than the space left by the menu scrolls in its own box, not the page. */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          className="l-app-header"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            flexWrap: 'wrap',
            height: 'auto',
            minHeight: 64,
            paddingBlock: 12,
            paddingInline: 'clamp(12px, 3vw, 24px)',
            lineHeight: 'normal',
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {/* Without the menu beside the page, the header carries the project's name. */}
          {!wide && (
            <>
              <Button
                icon={<MenuOutlined />}
                aria-label={intl.formatMessage(navMessages.open)}
                onClick={() => {
                  setLeftByLink(false);
                  setDrawerOpen(true);
                }}
              />
              <HomeLink />
            </>
          )}
          <HeaderActions pinned={pinned}>{actions}</HeaderActions>
        </Layout.Header>
        <Layout.Content id={MAIN_ID} tabIndex={-1} style={{ padding: 'clamp(16px, 3vw, 32px)' }} {...busyWhileLeaving(wait)}>
          {listWaitedFor ? (
            <ListSkeleton title={listWaitedFor.title} />
          ) : (
            <>
              {title && !ownHeading && <PageHeading>{intl.formatMessage(title)}</PageHeading>}
              {children}
            </>
          )}
        </Layout.Content>
        <AppFooter />
      </Layout>
      {!wide && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          focusable={{ focusTriggerAfterClose: !leftByLink }}
          size={280}
          title={getConfig().projectName}
          styles={{ body: { padding: 0 } }}
        >
          <NavMenu
            pages={pages}
            onNavigate={() => {
              setLeftByLink(true);
              setDrawerOpen(false);
            }}
          />
        </Drawer>
      )}
    </Layout>
  );
}
