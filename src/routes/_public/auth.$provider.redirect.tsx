import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy } from 'react';
import { AntdShell } from '@/antd-shell';
import { isProviderName } from '@/lib/social-login';

// The demo's stand-in for a provider (the backend's Socialite redirect, on the demo's own origin): a
// page of the demo build only; production answers 404 and carries none of it.
const DemoConsent = import.meta.env.MODE === 'demo' ? lazy(() => import('@/features/auth/demo-consent-page')) : undefined;

interface RedirectSearch {
  redirect_path?: string;
  connect?: boolean;
}

export const Route = createFileRoute('/_public/auth/$provider/redirect')({
  validateSearch: (search: Record<string, unknown>): RedirectSearch => ({
    ...(typeof search.redirect_path === 'string' ? { redirect_path: search.redirect_path } : {}),
    ...(search.connect === 1 || search.connect === '1' ? { connect: true } : {}),
  }),
  beforeLoad: ({ params }) => {
    if (!DemoConsent || !isProviderName(params.provider)) throw notFound();
  },
  component: function DemoConsentRoute() {
    const { provider } = Route.useParams();
    const { redirect_path, connect } = Route.useSearch();
    const redirectPath = typeof redirect_path === 'string' ? redirect_path : undefined;
    return <AntdShell>{DemoConsent && <DemoConsent provider={provider} redirectPath={redirectPath} connect={connect === true} />}</AntdShell>;
  },
});
