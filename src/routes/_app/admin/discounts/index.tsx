import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { discounts } from '@/resources/discounts';

export const Route = createFileRoute('/_app/admin/discounts/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(discounts, ctx),
  component: function DiscountsPage() {
    return <ListPage resource={discounts} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
