import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy } from 'react';
import { AntdShell } from '@/antd-shell';

// The demo's mailbox: a page of the demo build only; production answers 404 and carries none of it.
const DemoMailbox = import.meta.env.MODE === 'demo' ? lazy(() => import('@/features/auth/demo-mailbox')) : undefined;

export const Route = createFileRoute('/_public/mailbox')({
  beforeLoad: () => {
    if (!DemoMailbox) throw notFound();
  },
  component: function MailboxRoute() {
    return <AntdShell>{DemoMailbox && <DemoMailbox />}</AntdShell>;
  },
});
