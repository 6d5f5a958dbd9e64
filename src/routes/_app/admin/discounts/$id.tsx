import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordRoute } from '@/crud/route-options';
import { discounts } from '@/resources/discounts';

export const Route = createFileRoute('/_app/admin/discounts/$id')({
  ...recordRoute(discounts),
  component: function DiscountPage() {
    return <RecordPage resource={discounts} params={{}} data={Route.useLoaderData()} />;
  },
});
