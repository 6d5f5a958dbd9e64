import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createRoute } from '@/crud/route-options';
import { tenants } from '@/resources/tenants';

export const Route = createFileRoute('/_app/admin/tenants/create')({
  ...createRoute(tenants),
  component: () => <CreatePage resource={tenants} params={{}} data={{}} />,
});
