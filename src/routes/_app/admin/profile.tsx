import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile/profile-page';
import { useSession } from '@/stores/session';

export const Route = createFileRoute('/_app/admin/profile')({
  staticData: { title: { id: 'nav.profile', defaultMessage: 'Profile' } },
  component: function Profile() {
    const user = useSession((state) => state.user);
    return user ? <ProfilePage user={user} /> : null;
  },
});
