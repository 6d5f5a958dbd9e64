import { createFileRoute } from '@tanstack/react-router';
import { requireKitchen } from '@/features/kitchen/kitchen-access';
import { KitchenPage } from '@/features/kitchen/kitchen-page';
import { readKitchenSearch } from '@/features/kitchen/kitchen-search';

export const Route = createFileRoute('/_app/admin/kitchen')({
  staticData: { title: { id: 'nav.kitchen', defaultMessage: 'Kitchen board' } },
  loader: requireKitchen,
  // Read in the component (its own chunk), not by validateSearch (every page's first load).
  component: function Kitchen() {
    const { date, status } = readKitchenSearch(Route.useSearch() as Record<string, unknown>);
    return <KitchenPage date={date} status={status} />;
  },
});
