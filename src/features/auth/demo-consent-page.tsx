// Demo build only (src/routes/_public/auth.$provider.redirect.tsx loads it there and nowhere else):
// the stand-in for a provider's consent page. The demo's backendUrl is the page's own origin, so a
// provider button's `{backendUrl}/auth/{provider}/redirect` opens this route; a choice asks the mock
// to run the backend's callback (mocks/handlers/social-demo.ts), which sets the session as a backend
// would and answers where a backend would redirect, and the browser goes there.
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { backendCall } from '@/api/http';
import type { SocialProvider } from '@/api/models';
import { FormError } from '@/components/forms/form-error';
import { PageHeading } from '@/components/page-heading';
import { ProviderMark } from '@/components/social/provider-mark';
import { signInErrors } from '@/components/social/social-messages';
import { useLoad } from '@/components/use-load';
import { browserLocation } from '@/lib/browser';
import { getConfig } from '@/lib/config';
import { SOCIAL_ERROR_CODES, isSocialErrorCode, type SocialErrorCode } from '@/lib/social-login';
import {
  comesBackWith, connectIntro, consentIntro, consentMessages as m, consentTitle, continueAs, errorButton,
} from './demo-consent-messages';

interface DemoPerson {
  id: string;
  name: string;
  email: string;
  /** What the backend's callback would do with this person: signs_in, creates_account, connects, or an error code. */
  outcome: string;
}

const ROWS = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A choice: its words, and its button beside them, or under them when the text would get narrower than 240 px (a phone). */
function Row({ text, children }: { text: ReactNode; children: ReactNode }) {
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(128, 128, 128, 0.2)' }}>
      <Flex align="center" gap={12} wrap>
        <div style={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>{text}</div>
        {children}
      </Flex>
    </li>
  );
}

interface Props {
  provider: string;
  redirectPath?: string;
  connect: boolean;
}

export default function DemoConsentPage({ provider, redirectPath, connect }: Props) {
  const intl = useIntl();
  const [going, setGoing] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const path = `__mock/social/${encodeURIComponent(provider)}`;
  const people = useLoad((signal) =>
    backendCall<{ provider: SocialProvider; data: DemoPerson[] }>('GET', `${path}/people`, { signal, searchParams: connect ? { connect: '1' } : {} }),
  );
  const label = people.data?.provider.label ?? provider;

  const comeBack = async (key: string, choice: { person: string } | { error: SocialErrorCode }) => {
    setGoing(key);
    setFailure(undefined);
    try {
      const { location } = await backendCall<{ location: string }>('POST', `${path}/callback`, {
        body: { ...choice, connect, redirect_path: redirectPath, login_path: getConfig().loginUrl },
      });
      browserLocation.assign(location);
    } catch (error) {
      setFailure(error);
      setGoing(undefined);
    }
  };

  const outcomeText = (outcome: string) => {
    if (outcome === 'signs_in') return intl.formatMessage(m.signsIn);
    if (outcome === 'creates_account') return intl.formatMessage(m.createsAccount);
    if (outcome === 'connects') return intl.formatMessage(m.connects);
    return isSocialErrorCode(outcome) ? intl.formatMessage(comesBackWith, { code: outcome }) : outcome;
  };

  return (
    <Card style={{ maxWidth: 720, margin: '0 auto' }}>
      {/* The heading keeps its 16 px under it: the mark and the demo tag take the same, to sit level with it. */}
      <Flex align="center" gap={8} wrap>
        <span style={{ display: 'inline-flex', marginBottom: 16 }}>
          <ProviderMark provider={provider} />
        </span>
        <PageHeading>{intl.formatMessage(consentTitle, { provider: label })}</PageHeading>
        {/* In the text's own colour: antd's gold tag is too pale for its text (axe, colour contrast). */}
        <span style={{ marginBottom: 16, padding: '0 6px', border: '1px solid currentColor', borderRadius: 4, fontSize: '0.85em' }}>
          {intl.formatMessage(m.demo)}
        </span>
      </Flex>
      <p>{intl.formatMessage(consentIntro, { provider: label })}</p>
      {connect && <p>{intl.formatMessage(connectIntro, { provider: label })}</p>}
      <FormError error={failure} title={intl.formatMessage(m.failed)} />
      {people.error !== undefined && (
        <FormError error={people.error} title={intl.formatMessage(m.loadFailed)} onRetry={people.retry} />
      )}
      <Typography.Title level={2} style={{ fontSize: '1.1rem' }}>
        {intl.formatMessage(m.people)}
      </Typography.Title>
      {people.data === undefined && people.error === undefined && <Spin />}
      <ul style={ROWS}>
        {(people.data?.data ?? []).map((person) => (
          <Row key={person.id} text={<><Typography.Text strong>{`${person.name} · ${person.email}`}</Typography.Text><br /><Typography.Text type="secondary">{outcomeText(person.outcome)}</Typography.Text></>}>
            <Button type="primary" loading={going === person.id} disabled={going !== undefined} onClick={() => void comeBack(person.id, { person: person.id })}>
              {intl.formatMessage(continueAs, { name: person.name })}
            </Button>
          </Row>
        ))}
      </ul>
      <Button style={{ marginTop: 16 }} disabled={going !== undefined} loading={going === 'cancel'} onClick={() => void comeBack('cancel', { error: 'cancelled' })}>
        {intl.formatMessage(m.cancel)}
      </Button>
      <Typography.Title level={2} style={{ fontSize: '1.1rem', marginTop: 24 }}>
        {intl.formatMessage(m.errors)}
      </Typography.Title>
      <Alert type="info" role="note" title={intl.formatMessage(m.errorsHint)} style={{ marginBottom: 12 }} />
      <ul style={ROWS}>
        {SOCIAL_ERROR_CODES.map((code) => (
          <Row key={code} text={<Typography.Text type="secondary">{intl.formatMessage(signInErrors[code])}</Typography.Text>}>
            <Button disabled={going !== undefined} loading={going === code} onClick={() => void comeBack(code, { error: code })}>
              {intl.formatMessage(errorButton, { code })}
            </Button>
          </Row>
        ))}
      </ul>
    </Card>
  );
}
