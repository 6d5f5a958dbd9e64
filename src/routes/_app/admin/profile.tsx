import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile/profile-page';
import { isProviderName, isSocialErrorCode, type SocialErrorCode } from '@/lib/social-login';
import { useSession } from '@/stores/session';

interface ProfileSearch {
  /** Back from the backend's social callback after "Connect": known codes and provider names only. */
  social_connected?: string;
  social_error?: SocialErrorCode;
}

export const Route = createFileRoute('/_app/admin/profile')({
  staticData: { title: { id: 'nav.profile', defaultMessage: 'Profile' } },
  validateSearch: (search: Record<string, unknown>): ProfileSearch => ({
    ...(isProviderName(search.social_connected) ? { social_connected: search.social_connected } : {}),
    ...(isSocialErrorCode(search.social_error) ? { social_error: search.social_error } : {}),
  }),
  component: function Profile() {
    const user = useSession((state) => state.user);
    const { social_connected, social_error } = Route.useSearch();
    // Checked again: the router hands on the raw search of parents that validate none.
    const socialReturn = {
      connected: isProviderName(social_connected) ? social_connected : undefined,
      error: isSocialErrorCode(social_error) ? social_error : undefined,
    };
    return user ? <ProfilePage user={user} socialReturn={socialReturn} /> : null;
  },
});
