import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { orderItems } from '@/resources/orders';

export const Route = createFileRoute('/_app/admin/order-items')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(orderItems, ctx),
  component: function OrderItemsPage() {
    return <ListPage resource={orderItems} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
