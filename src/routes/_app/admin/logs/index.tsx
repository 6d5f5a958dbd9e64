import { createFileRoute } from '@tanstack/react-router';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { LogsPage } from '@/features/logs/logs-page';
import { logs } from '@/resources/logs';

export const Route = createFileRoute('/_app/admin/logs/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(logs, ctx),
  component: function LogsRoute() {
    return <LogsPage page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
