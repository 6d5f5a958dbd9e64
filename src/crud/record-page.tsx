// A record's page (show and edit are one route, spec §2): the form when the user may change it,
// the details otherwise; delete and tenant links as actions; the child lists below.
import { useNavigate, useRouter } from '@tanstack/react-router';
import { DeleteOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { focusMain } from '@/components/main-content';
import { adminPath } from '@/lib/admin-paths';
import { FEATURES, isFeatureEnabled } from '@/lib/feature-tree';
import { hasPermission } from '@/lib/permissions';
import { useFeature, useFeatureTree } from '@/stores/features';
import { useSession } from '@/stores/session';
import type { RecordData } from './loaders';
import { crudMessages, deleteWords } from './messages';
import { PageHeader } from './page-header';
import { can } from './permissions';
import { RecordDetails } from './record-details';
import { recordCrumbs } from './record-crumbs';
import { ResourceHistory } from './record-history';
import { RelatedList } from './related-list';
import { ResourceForm } from './resource-form';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { useDeleteRecords } from './use-delete';
import { useActiveResource } from './active-resource';

interface Props<T extends { id: number; updated_at?: string }, P> {
  resource: ResourceDefinition<T, P>;
  params: P;
  data: RecordData<T>;
  /**
   * After the record was saved or its child lists changed on the server: e.g. the route fetches the
   * session's user again when the record is the signed-in user (their roles changed).
   */
  onChanged?: () => void;
  /** Shown between the header and the form (a user's pending invitation, with its actions). */
  intro?: ReactNode;
}

export function RecordPage<T extends { id: number; updated_at?: string }, P>({ resource: definition, params, data, onChanged, intro }: Props<T, P>) {
  const resource = useActiveResource(definition);
  const intl = useIntl();
  const router = useRouter();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const user = useSession((state) => state.user);
  const tenancyOn = useFeature(FEATURES.multiTenancy);
  const featureTree = useFeatureTree((state) => state.tree);
  const deleteRecords = useDeleteRecords(resource, params);
  const { record } = data;
  const title = resource.titleOf(record, intl);
  const back = resource.routes.list(params);
  const linkable = resource.tenantLink !== undefined && tenancyOn && hasPermission(user, 'tenants.update');

  const actions = (
    <>
      {linkable && (
        <LinkButton icon={<TeamOutlined aria-hidden />} to={adminPath(`/tenants/link/${resource.tenantLink}/${record.id}`)}>
          {intl.formatMessage(crudMessages.linkTenants)}
        </LinkButton>
      )}
      {can(user, resource, 'delete') && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => deleteRecords([record], { home: back, onGone: () => void navigate({ to: back, replace: true }) })}
        >
          {intl.formatMessage(deleteWords(resource).action)}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader crumbs={recordCrumbs(intl, resource, params, data.parent, title)} title={title} actions={actions} />
      {intro}
      <Card>
        {can(user, resource, 'update') ? (
          <ResourceForm
            // A new form for another record or version: its values and the version its saves are based on.
            key={`${record.id}@${record.updated_at ?? ''}`}
            resource={resource}
            params={params}
            record={record}
            cancelTo={back}
            onSaved={async () => {
              void message.success(intl.formatMessage(crudMessages.saved));
              onChanged?.();
              await router.invalidate();
              // The form is drawn again for the saved record (its key): the focus goes to the
              // record's heading instead of falling to the page; the message says "Saved" (role alert).
              focusMain(true);
            }}
          />
        ) : (
          <RecordDetails fields={resource.fields} record={record} />
        )}
      </Card>
      {(resource.children ?? [])
        .map((child) => ({ resource: child.resource(), params: child.params(record) }))
        .filter((child) => can(user, child.resource, 'view') && (!child.resource.feature || isFeatureEnabled(featureTree, child.resource.feature)))
        .map((child) => (
          <RelatedList key={child.resource.key} resource={child.resource} params={child.params} onChanged={onChanged} />
        ))}
      <ResourceHistory resource={resource} record={record} />
    </>
  );
}
