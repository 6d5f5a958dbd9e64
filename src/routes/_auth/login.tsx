import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { SESSION_ENDED_NOTICE } from '@/lib/redirects';
import { isSocialErrorCode } from '@/lib/social-login';

interface LoginSearch {
  redirect_path?: string;
  /** Only the one known value: a link cannot put any other text on the page. */
  notice?: typeof SESSION_ENDED_NOTICE;
}

export const Route = createFileRoute('/_auth/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect_path === 'string' ? { redirect_path: search.redirect_path } : {}),
    ...(search.notice === SESSION_ENDED_NOTICE ? { notice: SESSION_ENDED_NOTICE } : {}),
  }),
  component: function Login() {
    const { redirect_path, notice, social_error } = Route.useSearch() as LoginSearch & { social_error?: unknown };
    // The backend's social sign-in callback came back without signing in: one of the known codes only
    // (read here, not by validateSearch: the route tree is in every page's first load).
    const socialError = isSocialErrorCode(social_error) ? social_error : undefined;
    return <LoginPage redirectPath={redirect_path} sessionEnded={notice === SESSION_ENDED_NOTICE} socialError={socialError} />;
  },
});
