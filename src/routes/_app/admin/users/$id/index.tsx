import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '@/crud/record-page';
import { recordLoader, recordRouteOptions } from '@/crud/route-options';
import { users } from '@/resources/users';

export const Route = createFileRoute('/_app/admin/users/$id/')({
  ...recordRouteOptions,
  loader: (ctx) => recordLoader(users, {}, ctx.params.id, ctx),
  component: function UserPage() {
    return <RecordPage resource={users} params={{}} data={Route.useLoaderData()} />;
  },
});
