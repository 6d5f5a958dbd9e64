import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile/profile-page';
import { isProviderName, isSocialErrorCode } from '@/lib/social-login';
import { useSession } from '@/stores/session';

export const Route = createFileRoute('/_app/admin/profile')({
  staticData: { title: { id: 'nav.profile', defaultMessage: 'Profile' } },
  // Read in the component (its own chunk), not by validateSearch (every page's first load).
  component: function Profile() {
    const user = useSession((state) => state.user);
    // Back from the backend's social callback after "Connect": known codes and provider names only.
    const { social_connected, social_error } = Route.useSearch() as Record<string, unknown>;
    const socialReturn = {
      connected: isProviderName(social_connected) ? social_connected : undefined,
      error: isSocialErrorCode(social_error) ? social_error : undefined,
    };
    return user ? <ProfilePage user={user} socialReturn={socialReturn} /> : null;
  },
});
