import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@/crud/list-search';
import { loadListPage, recordLoader, recordRouteOptions } from '@/crud/route-options';
import { billItems, billItemsSearch } from '@/features/bills/bill-items-resource';
import { BillPage } from '@/features/bills/bill-page';
import { bills } from '@/resources/bills';

export const Route = createFileRoute('/_app/admin/bills/$id')({
  ...recordRouteOptions,
  // The items' list state (page, size, search, sort) is the URL's, as on a list page.
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  // The bill first (its access check and 404), then one page of its items: never all of them.
  loader: async (ctx) => {
    const { record } = await recordLoader(bills, {}, ctx.params.id, ctx);
    const items = await loadListPage(billItems, { billId: record.id }, { ...ctx, deps: billItemsSearch(ctx.deps) });
    return { record, items };
  },
  component: function BillRecordPage() {
    const { record, items } = Route.useLoaderData();
    return <BillPage bill={record} items={items} search={Route.useSearch()} />;
  },
});
