import { createFileRoute } from '@tanstack/react-router';
import { AntdShell } from '@/antd-shell';
import { VerifyEmailPage } from '@/features/auth/verify-email-page';

export const Route = createFileRoute('/_public/verify-email')({
  component: () => (
    <AntdShell>
      <VerifyEmailPage />
    </AntdShell>
  ),
});
