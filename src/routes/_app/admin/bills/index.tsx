import { createFileRoute } from '@tanstack/react-router';
import type { Bill } from '@/api/models';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { BulkNotifyButton } from '@/features/bills/bulk-notify-button';
import { GenerateBillsButton } from '@/features/bills/generate-bills-dialog';
import { bills } from '@/resources/bills';

const notifySelected = (selected: Bill[]) => <BulkNotifyButton selected={selected} />;

export const Route = createFileRoute('/_app/admin/bills/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(bills, ctx),
  component: function BillsPage() {
    return (
      <ListPage resource={bills} page={Route.useLoaderData()} search={Route.useSearch()} extra={<GenerateBillsButton />} selectionActions={notifySelected} />
    );
  },
});
