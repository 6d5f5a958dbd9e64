import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
/** `invitation=1`: the link of an invitation mail (a first password); kept as 1, as the mail wrote it. */
const flag = (value: unknown) => (value === '1' || value === 1 || value === true || value === 'true' ? 1 : undefined);

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token), email: text(search.email), invitation: flag(search.invitation) }),
  component: function ResetPassword() {
    const { token, email, invitation } = Route.useSearch();
    return <ResetPasswordPage token={token} email={email} invitation={invitation === 1} />;
  },
});
