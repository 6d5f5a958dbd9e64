import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { discounts } from '@/resources/discounts';

export const Route = createFileRoute('/_app/admin/discounts/$id')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(discounts, {}, ctx.params.id, ctx),
  component: function DiscountPage() {
    return <RecordPage resource={discounts} params={{}} data={Route.useLoaderData()} />;
  },
});
