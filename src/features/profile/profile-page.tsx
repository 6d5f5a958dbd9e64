import { Col, Row } from 'antd';
import type { User } from '@/api/models';
import { getConfig } from '@/lib/config';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import { ConnectedAccounts, type SocialReturn } from './connected-accounts';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';

interface Props {
  user: User;
  /** What the backend's social callback came back with after "Connect". */
  socialReturn?: SocialReturn;
}

export function ProfilePage({ user, socialReturn }: Props) {
  // Social sign-in signs in with the session: token mode has none (README, "Social sign-in").
  const social = useFeature(FEATURES.socialLogin) && !getConfig().authenticateWithToken;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={12}>
        <ProfileForm user={user} />
      </Col>
      <Col xs={24} xl={12}>
        <PasswordForm />
      </Col>
      <Col xs={24} xl={12}>
        <TwoFactorSection user={user} />
      </Col>
      {social && (
        <Col xs={24} xl={12}>
          <ConnectedAccounts returned={socialReturn} />
        </Col>
      )}
    </Row>
  );
}
