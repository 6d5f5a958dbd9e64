import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token), email: text(search.email) }),
  component: function ResetPassword() {
    const { token, email } = Route.useSearch();
    return <ResetPasswordPage token={token} email={email} />;
  },
});
