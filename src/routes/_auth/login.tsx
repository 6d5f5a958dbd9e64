import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect_path?: string } =>
    typeof search.redirect_path === 'string' ? { redirect_path: search.redirect_path } : {},
  component: function Login() {
    return <LoginPage redirectPath={Route.useSearch().redirect_path} />;
  },
});
