import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/crud/list-page';
import { listLoader, listRouteOptions } from '@/crud/route-options';
import { users } from '@/resources/users';

export const Route = createFileRoute('/_app/admin/users/')({
  ...listRouteOptions,
  loader: (ctx) => listLoader(users, ctx),
  component: function UsersPage() {
    return <ListPage resource={users} page={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
