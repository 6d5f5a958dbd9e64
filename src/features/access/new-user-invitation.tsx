// The new-user page's invitation (issue 28.4): what happens once it is saved, said above the form,
// and "Invitation sent to …" when it is. A super admin may set a password instead (the form's switch).
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { User } from '@/api/models';
import { isSuperAdmin } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { invitationMessages as m, invitationValueMessages as v } from './invitation-messages';

export function NewUserInvitationIntro() {
  const intl = useIntl();
  const superAdmin = useSession((state) => isSuperAdmin(state.user));
  return <Alert type="info" showIcon title={intl.formatMessage(superAdmin ? m.introSuperAdmin : m.intro)} style={{ marginBottom: 16 }} />;
}

/** CreatePage's savedMessage: "Invitation sent to …" for an invited user, "Saved" otherwise. */
export function useInvitationSavedMessage(): (saved: Pick<User, 'email' | 'invitation'>) => string | undefined {
  const intl = useIntl();
  return (saved) => (saved.invitation ? intl.formatMessage(v.sent, { email: saved.email }) : undefined);
}
