// An engine page's top: breadcrumbs, the h1 and the page's actions. Memoized: a list page keeps it
// while its data, paging and loading state change.
import { Space } from 'antd';
import { memo, type ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';
import { Crumbs, type Crumb } from './crumbs';

export const PageHeader = memo(function PageHeader({ crumbs, title, actions }: { crumbs: Crumb[]; title: string; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <Crumbs items={crumbs} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <PageHeading>{title}</PageHeading>
        {/* The heading's own 16 px below it, for the actions too: wrapped under it on a phone, they would touch what follows. */}
        {actions && (
          <Space wrap style={{ marginBottom: 16 }}>
            {actions}
          </Space>
        )}
      </div>
    </>
  );
});
