// A user's pending invitation on their page (issue 28.4, after GitHub's organisation invitations):
// when it went and until when its link works, or that it expired; with users.create, send it again
// (a new link; the old one stops working) or withdraw it (the never-used account is deleted, after
// a confirmation that says so).
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Alert, App, Button, Space } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { resendInvitation, withdrawInvitation } from '@/api/access';
import type { User } from '@/api/models';
import { ErrorAlert } from '@/components/error-alert';
import { describeError } from '@/components/error-messages';
import { adminPath } from '@/lib/admin-paths';
import { invitationState } from '@/lib/invitations';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { invitationMessages as m, invitationValueMessages as v } from './invitation-messages';

const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim() || user.email;

export function InvitationNotice({ user }: { user: User }) {
  const intl = useIntl();
  const router = useRouter();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const me = useSession((state) => state.user);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<unknown>();
  const state = invitationState(user);
  if (!state || !user.invitation) return null;

  const name = fullName(user);
  const when = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const words = { name, email: user.email, sent: when(user.invitation.sent_at), expires: when(user.invitation.expires_at) };
  const mayInvite = hasPermission(me, 'users.create');

  const resend = async () => {
    setResending(true);
    setResendError(undefined);
    try {
      await resendInvitation(user.id);
      void message.success(intl.formatMessage(v.resent, { email: user.email }));
      await router.invalidate();
    } catch (error) {
      setResendError(error);
    } finally {
      setResending(false);
    }
  };

  const withdraw = () =>
    modal.confirm({
      title: intl.formatMessage(v.withdrawTitle, { email: user.email }),
      content: intl.formatMessage(v.withdrawText, { name }),
      okText: intl.formatMessage(m.withdraw),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.cancel),
      // The safe answer is the one Enter gives.
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          await withdrawInvitation(user.id);
        } catch (error) {
          modal.error({ title: intl.formatMessage(m.withdrawFailed), content: describeError(error, intl) });
          return;
        }
        void message.success(intl.formatMessage(v.withdrawn, { name }));
        await navigate({ to: adminPath('/users'), replace: true });
      },
    });

  return (
    <div style={{ marginBottom: 16 }}>
      <Alert
        type={state === 'expired' ? 'warning' : 'info'}
        showIcon
        title={intl.formatMessage(state === 'expired' ? m.expiredTitle : m.pendingTitle)}
        description={
          <>
            <p style={{ marginBottom: mayInvite ? 12 : 0 }}>{intl.formatMessage(state === 'expired' ? v.expiredText : v.pendingText, words)}</p>
            {mayInvite && (
              <Space wrap>
                <Button type={state === 'expired' ? 'primary' : 'default'} loading={resending} onClick={() => void resend()}>
                  {intl.formatMessage(m.resend)}
                </Button>
                <Button danger disabled={resending} onClick={withdraw}>
                  {intl.formatMessage(m.withdraw)}
                </Button>
              </Space>
            )}
          </>
        }
      />
      {resendError !== undefined && (
        <div style={{ marginTop: 8 }}>
          <ErrorAlert error={resendError} title={intl.formatMessage(m.resendFailed)} onRetry={() => void resend()} />
        </div>
      )}
    </div>
  );
}
