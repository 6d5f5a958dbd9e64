// A resource's create page. A new record opens on its own page; a new child goes back to its parent.
import { useNavigate } from '@tanstack/react-router';
import { App, Card } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ParentInfo } from './loaders';
import { crudMessages } from './messages';
import { PageHeader } from './page-header';
import { recordCrumbs } from './record-crumbs';
import { ResourceForm } from './resource-form';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { useActiveResource } from './active-resource';

interface Props<T extends { id: number }, P> {
  resource: ResourceDefinition<T, P>;
  params: P;
  data: ParentInfo;
  /** What the form is about, shown above it (a text's default wording when translating it). */
  intro?: ReactNode;
  /** Said once the record is created, instead of "Saved" (a new user: "Invitation sent to …"). */
  savedMessage?: (saved: T) => string | undefined;
}

export function CreatePage<T extends { id: number }, P>({ resource: definition, params, data, intro, savedMessage }: Props<T, P>) {
  const resource = useActiveResource(definition);
  const intl = useIntl();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const title = intl.formatMessage(resource.labels.create);
  const back = resource.routes.list(params);
  const onSaved = async (saved: T) => {
    void message.success(savedMessage?.(saved) ?? intl.formatMessage(crudMessages.saved));
    const record = resource.routes.record;
    await navigate({ to: record && !resource.parent ? record(saved, params) : back, replace: true });
  };
  return (
    <>
      <PageHeader crumbs={recordCrumbs(intl, resource, params, data.parent, title)} title={title} />
      {intro}
      <Card>
        <ResourceForm resource={resource} params={params} defaults={data.defaults} onSaved={onSaved} cancelTo={back} />
      </Card>
    </>
  );
}
