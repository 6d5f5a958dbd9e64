import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { orders } from '@/resources/orders';

export const Route = createFileRoute('/_app/admin/orders/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(orders, ctx),
  component: function OrdersPage() {
    return <ListPage resource={orders} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
