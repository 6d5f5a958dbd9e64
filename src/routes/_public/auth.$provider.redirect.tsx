import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy } from 'react';
import { AntdShell } from '@/antd-shell';
import { isProviderName } from '@/lib/social-login';

// The demo's stand-in for a provider (the backend's Socialite redirect, on the demo's own origin): a
// page of the demo build only; production answers 404 and carries none of it.
const DemoConsent = import.meta.env.MODE === 'demo' ? lazy(() => import('@/features/auth/demo-consent-page')) : undefined;

export const Route = createFileRoute('/_public/auth/$provider/redirect')({
  beforeLoad: ({ params }) => {
    if (!DemoConsent || !isProviderName(params.provider)) throw notFound();
  },
  component: function DemoConsentRoute() {
    const { provider } = Route.useParams();
    // What the redirect carried, as a backend reads its query: the path to come back to, and connect=1.
    const { redirect_path, connect } = Route.useSearch() as Record<string, unknown>;
    if (!DemoConsent) return null;
    return (
      <AntdShell>
        <DemoConsent
          provider={provider}
          redirectPath={typeof redirect_path === 'string' ? redirect_path : undefined}
          connect={connect === 1 || connect === '1'}
        />
      </AntdShell>
    );
  },
});
