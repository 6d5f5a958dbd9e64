import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createRoute } from '@/crud/route-options';
import { restaurants } from '@/resources/restaurants';

export const Route = createFileRoute('/_app/admin/restaurants/create')({
  ...createRoute(restaurants),
  component: () => <CreatePage resource={restaurants} params={{}} data={{}} />,
});
