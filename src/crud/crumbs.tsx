// Breadcrumbs of an admin page: Administration › list › (parent record) › this page. A person who
// only orders is in no administration: their trail starts at their dashboard.
import { Link } from '@tanstack/react-router';
import { Breadcrumb } from 'antd';
import { useIntl } from 'react-intl';
import { adminPath } from '@/lib/admin-paths';
import { ordersOnly } from '@/lib/orders-only';
import { useSession } from '@/stores/session';
import { crudMessages } from './messages';

export interface Crumb {
  label: string;
  to?: string;
}

export function Crumbs({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  const personal = useSession((state) => ordersOnly(state.user));
  const home = intl.formatMessage(personal ? crudMessages.personalHome : crudMessages.home);
  const all: Crumb[] = [{ label: home, to: adminPath('/dashboard') }, ...items];
  return (
    <nav aria-label={intl.formatMessage(crudMessages.breadcrumb)} style={{ marginBottom: 12 }}>
      <Breadcrumb
        items={all.map((item, index) => ({
          key: index,
          title: item.to && index < all.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current={index === all.length - 1 ? 'page' : undefined}>{item.label}</span>,
        }))}
      />
    </nav>
  );
}
