// A child list on its parent's page (a restaurant's menus and contacts): the same list engine,
// with its state kept on the page instead of the URL.
import { Card } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouterState } from '@tanstack/react-router';
import { ErrorAlert } from '@/components/error-alert';
import type { ListSearch } from './list-search';
import { toListQuery } from './list-search';
import { ListView } from './list-view';
import type { AnyResource, PageOf } from '@/lib/resource-definition';
import { useActiveResource } from './active-resource';

const EMPTY: PageOf<never> = { data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 10 } };

interface Props {
  resource: AnyResource;
  params: unknown;
  /** After its records were removed on the server. */
  onChanged?: () => void;
}

export function RelatedList({ resource: definition, params, onChanged }: Props) {
  const resource = useActiveResource(definition);
  const intl = useIntl();
  const [search, setSearch] = useState<ListSearch>({});
  const [result, setResult] = useState<{ key: string; page: PageOf<{ id: number }>; error?: unknown }>({ key: '', page: EMPTY });
  const [attempt, setAttempt] = useState(0);
  // Reload after the router reloads the page (a child was deleted or saved).
  const loadedAt = useRouterState({ select: (state) => state.matches.at(-1)?.updatedAt });
  const paramsKey = JSON.stringify(params);
  const key = JSON.stringify([resource.key, paramsKey, search, attempt, loadedAt]);
  const loading = result.key !== key;

  useEffect(() => {
    const controller = new AbortController();
    const [, paramsJson, query] = JSON.parse(key) as [string, string, ListSearch];
    resource.api
      .list(toListQuery(query, resource.filters), JSON.parse(paramsJson), controller.signal)
      .then((page: PageOf<{ id: number }>) => setResult({ key, page }))
      .catch((error: unknown) => !controller.signal.aborted && setResult((old) => ({ ...old, key, error })));
    return () => controller.abort();
  }, [resource, key]);

  return (
    <Card title={<h2 style={{ fontSize: '1rem', margin: 0 }}>{intl.formatMessage(resource.labels.plural)}</h2>} style={{ marginTop: 24 }}>
      {result.error !== undefined && !loading ? (
        <ErrorAlert error={result.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <ListView
          resource={resource}
          params={params}
          page={result.page}
          search={search}
          onSearchChange={(patch) => setSearch((old) => ({ ...old, ...patch }))}
          // A related list is short, and sits below its parent's details: it keeps all its rows while it loads.
          loading={loading ? 'keep rows' : undefined}
          onChanged={onChanged}
        />
      )}
    </Card>
  );
}
