// What a list page shows while its rows come from the backend, when it is opened from another page:
// its heading and the shape of its rows (antd Skeleton), marked busy. Nothing in it can be mistaken
// for loaded data.
import { Skeleton } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { PageHeading } from '@/components/page-heading';

const messages = defineMessages({
  loading: { id: 'shell.loadingList', defaultMessage: 'Loading the list…' },
});

export function ListSkeleton({ title }: { title?: string }) {
  const intl = useIntl();
  return (
    <div className="list-skeleton" role="status" aria-live="polite">
      {title && <PageHeading>{title}</PageHeading>}
      <span className="l-visually-hidden">{intl.formatMessage(messages.loading)}</span>
      <div aria-hidden="true">
        <Skeleton.Input active block style={{ marginBottom: 16 }} />
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </div>
    </div>
  );
}
