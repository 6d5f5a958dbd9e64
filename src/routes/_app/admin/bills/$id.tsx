import { createFileRoute } from '@tanstack/react-router';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { loadAllBillItems } from '@/features/bills/bill-items-loader';
import { BillPage } from '@/features/bills/bill-page';
import { bills } from '@/resources/bills';

export const Route = createFileRoute('/_app/admin/bills/$id')({
  ...recordRouteOptions,
  // The bill first (its access check and 404), then its items.
  loader: async (ctx) => {
    const { record } = await recordLoader(bills, {}, ctx.params.id, ctx);
    return { record, items: await loadAllBillItems(record.id, ctx.abortController.signal) };
  },
  component: function BillRecordPage() {
    const { record, items } = Route.useLoaderData();
    return <BillPage bill={record} items={items} />;
  },
});
