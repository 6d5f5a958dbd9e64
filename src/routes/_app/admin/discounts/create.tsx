import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createLoader, createRouteOptions } from '@/crud/route-options';
import { discounts } from '@/resources/discounts';

export const Route = createFileRoute('/_app/admin/discounts/create')({
  ...createRouteOptions,
  loader: (ctx) => createLoader(discounts, {}, ctx),
  component: function NewDiscountPage() {
    return <CreatePage resource={discounts} params={{}} data={Route.useLoaderData()} />;
  },
});
