// Links several records to a parent at once (roles to a user, permissions to a role): the records
// it lacks, picked across pages; Save sends them together and goes back to the parent's page.
import { useNavigate, useRouter } from '@tanstack/react-router';
import { App, Button, Card, Form, Space } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ValidationError } from '@/api/errors';
import { ErrorAlert } from '@/components/error-alert';
import { LinkButton } from '@/components/link-button';
import type { ParentInfo } from '@/crud/loaders';
import { deletesKey, pendingDeletesOf } from '@/crud/pending-deletes';
import { crudMessages, failureMessages } from '@/crud/messages';
import { PageHeader } from '@/crud/page-header';
import { recordCrumbs } from '@/crud/record-crumbs';
import type { LinkResource } from '@/lib/resource-definition';
import { LinkPicker } from './link-picker';
import { accessMessages } from './messages';

interface Props<T extends { id: number }, P> {
  resource: LinkResource<T, P>;
  params: P;
  data: ParentInfo;
  /** After the links were added, before going back (e.g. the session's user is fetched again). */
  onAdded?: () => unknown;
}

/** The server's words about the ids' field ('role_ids', 'role_ids.0'), if any. */
function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ValidationError)) return undefined;
  const messages = Object.entries(error.fieldErrors).filter(([key]) => key === field || key.startsWith(`${field}.`));
  return messages.flatMap(([, texts]) => texts).join(' ') || undefined;
}

export function AddLinksPage<T extends { id: number }, P>({ resource, params, data, onAdded }: Props<T, P>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const router = useRouter();
  const { message } = App.useApp();
  const helpId = useId();
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; error?: unknown }>({});
  const title = intl.formatMessage(resource.labels.create);
  const back = resource.routes.list(params);

  const save = async () => {
    if (selected.length === 0) {
      setProblem({ field: intl.formatMessage(resource.links.required) });
      return;
    }
    setSaving(true);
    setProblem({});
    try {
      await resource.links.add(selected, params);
      // Removed earlier on this visit and linked again: the parent's list shows them.
      pendingDeletesOf(router).forget(deletesKey(resource, params), selected);
      await onAdded?.();
      void message.success(intl.formatMessage(accessMessages.added));
      await navigate({ to: back, replace: true });
    } catch (error) {
      const field = fieldMessage(error, resource.links.field);
      setProblem(field ? { field } : { error });
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader crumbs={recordCrumbs(intl, resource, params, data.parent, title)} title={title} />
      <Card>
        {problem.error !== undefined && (
          <div style={{ marginBottom: 16 }}>
            <ErrorAlert error={problem.error} title={intl.formatMessage(failureMessages.add, { entity: intl.formatMessage(resource.labels.entity) })} />
          </div>
        )}
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item
            label={intl.formatMessage(resource.links.label)}
            required
            validateStatus={problem.field ? 'error' : undefined}
            help={problem.field ? <span id={helpId}>{problem.field}</span> : undefined}
          >
            <LinkPicker
              resource={resource}
              params={params}
              selected={selected}
              onSelect={(ids) => {
                setSelected(ids);
                if (ids.length > 0) setProblem((old) => ({ error: old.error }));
              }}
              describedBy={problem.field ? helpId : undefined}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {intl.formatMessage(crudMessages.save)}
            </Button>
            <LinkButton to={back}>{intl.formatMessage(crudMessages.cancel)}</LinkButton>
          </Space>
        </Form>
      </Card>
    </>
  );
}
