import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createRoute } from '@/crud/route-options';
import { discounts } from '@/resources/discounts';

export const Route = createFileRoute('/_app/admin/discounts/create')({
  ...createRoute(discounts),
  component: () => <CreatePage resource={discounts} params={{}} data={{}} />,
});
