// A resource's list page: its state is the URL's search (validated by the route, the loader's key).
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { RowAction } from './columns';
import type { TableLoading } from './data-table';
import type { ListSearch } from './list-search';
import { ListView } from './list-view';
import { PageHeader } from './page-header';
import type { PageOf, ResourceDefinition } from '@/lib/resource-definition';
import { scrollWindowToTop } from '@/lib/scroll-position';
import { useActiveResource } from './active-resource';

interface Props<T extends { id: number }> {
  resource: ResourceDefinition<T, Record<string, never>>;
  page: PageOf<T>;
  search: ListSearch;
  extra?: ReactNode;
  /** One more control per row (a log's data); see ListView. */
  rowAction?: RowAction<T>;
  /** Actions on the selected rows (see ListView). */
  selectionActions?: (selected: T[]) => ReactNode;
}

const NO_PARAMS: Record<string, never> = {};

/**
 * Whether the list waits for another page of rows: from the router starting a load of a new list
 * state until its page of data is shown. (A reload after a delete keeps showing the page, without
 * a spinner, until the fresh one comes.) The router stays pending a moment after rendering the new
 * page; ending the spinner only then would restyle the whole table again.
 */
function useWaitingForPage(page: unknown): boolean {
  const loadingHref = useRouterState({ select: (state) => (state.isLoading ? state.location.href : null) });
  const [seen, setSeen] = useState({ loadingHref, page, waiting: false });
  if (seen.loadingHref !== loadingHref || seen.page !== page) {
    const waiting = loadingHref !== null && page === seen.page && (seen.waiting || loadingHref !== seen.loadingHref);
    setSeen({ loadingHref, page, waiting });
    return waiting;
  }
  return seen.waiting;
}

/**
 * A list whose state is the current route's URL search (a list page, a bill's items): a change
 * navigates to the new state, and `loading` says while its page is on its way. `ownPage` false: the
 * list sits below other content (a bill's header), which stays in view instead of scrolling away.
 */
export function useUrlListState(page: unknown, search: ListSearch, ownPage = true) {
  const navigate = useNavigate();
  const loading: TableLoading | undefined = useWaitingForPage(page) ? 'replace rows' : undefined;
  const onSearchChange = (patch: ListSearch) => {
    const next = { ...search, ...patch } as Record<string, unknown>;
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    // The router scrolls a new list state to the top once its page is shown. Going there now shows
    // the loading spinner (near the table's top) rather than a dimmed page bottom, and the table, as
    // it draws the new page, knows that only its first screen of rows is in view (data-table.tsx).
    if (ownPage) scrollWindowToTop();
    void navigate({ to: '.', search: next as never, resetScroll: ownPage });
  };
  return { loading, onSearchChange };
}

export function ListPage<T extends { id: number }>({ resource: definition, page, search, extra, rowAction, selectionActions }: Props<T>) {
  const resource = useActiveResource(definition);
  const intl = useIntl();
  const { loading, onSearchChange } = useUrlListState(page, search);
  const title = intl.formatMessage(resource.labels.plural);
  const crumbs = useMemo(() => [{ label: title }], [title]);
  return (
    <>
      <PageHeader crumbs={crumbs} title={title} />
      <ListView
        resource={resource}
        params={NO_PARAMS}
        page={page}
        search={search}
        onSearchChange={onSearchChange}
        loading={loading}
        extra={extra}
        rowAction={rowAction}
        selectionActions={selectionActions}
      />
    </>
  );
}
