import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { useBillSelectionActions } from '@/features/bills/bulk-notify-button';
import { GenerateBillsButton } from '@/features/bills/generate-bills-dialog';
import { PayrollExportButton } from '@/features/bills/payroll-export-dialog';
import { bills } from '@/resources/bills';

export const Route = createFileRoute('/_app/admin/bills/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(bills, ctx),
  component: function BillsPage() {
    const selectionActions = useBillSelectionActions();
    const extra = (
      <>
        <PayrollExportButton />
        <GenerateBillsButton />
      </>
    );
    return <ListPage resource={bills} page={Route.useLoaderData()} search={Route.useSearch()} extra={extra} selectionActions={selectionActions} />;
  },
});
