import { createFileRoute } from '@tanstack/react-router';
import { CreatePage } from '@/crud/create-page';
import { createLoader, createRouteOptions } from '@/crud/route-options';
import { NewUserInvitationIntro, useInvitationSavedMessage } from '@/features/access/new-user-invitation';
import { users } from '@/resources/users';

export const Route = createFileRoute('/_app/admin/users/create')({
  ...createRouteOptions,
  loader: (ctx) => createLoader(users, {}, ctx),
  component: function NewUserPage() {
    const savedMessage = useInvitationSavedMessage();
    return <CreatePage resource={users} params={{}} data={Route.useLoaderData()} intro={<NewUserInvitationIntro />} savedMessage={savedMessage} />;
  },
});
