import { createFileRoute } from '@tanstack/react-router';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { OrderPage } from '@/features/orders/order-page';
import { orders } from '@/resources/orders';

export const Route = createFileRoute('/_app/admin/orders/$id')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(orders, {}, ctx.params.id, ctx),
  component: function OrderRecordPage() {
    return <OrderPage order={Route.useLoaderData().record} />;
  },
});
