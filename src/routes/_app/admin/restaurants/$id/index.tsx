import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordRoute } from '@/crud/route-options';
import { restaurants } from '@/resources/restaurants';

export const Route = createFileRoute('/_app/admin/restaurants/$id/')({
  ...recordRoute(restaurants),
  component: function RestaurantPage() {
    return <RecordPage resource={restaurants} params={{}} data={Route.useLoaderData()} />;
  },
});
