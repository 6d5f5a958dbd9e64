import { Col, Row } from 'antd';
import type { User } from '@/api/models';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';

export function ProfilePage({ user }: { user: User }) {
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
    </Row>
  );
}
