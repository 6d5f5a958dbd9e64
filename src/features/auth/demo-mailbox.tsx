// Demo build only (src/routes/_public/mailbox.tsx loads it there and nowhere else): the mail the
// mock backend has sent, and its links made to work inside the demo. A link of the app opens its
// page; the verification link, a backend address the in-page mock only answers to the app's own
// calls, is called from here, then the session is read again and the user goes where their role
// leads.
import { useRouter } from '@tanstack/react-router';
import { Alert, Button, Card, Empty, Flex, List, Tag } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { backendCall } from '@/api/http';
import { FormError } from '@/components/forms/form-error';
import { PageHeading } from '@/components/page-heading';
import { useLoad } from '@/components/use-load';
import { usePageTitle } from '@/components/use-page-title';
import { getConfig } from '@/lib/config';
import { roleRedirectPath } from '@/lib/redirects';
import { mailboxMessages as m, mailToMessage } from './demo-mailbox-messages';
import { reloadSession } from './session';

interface Mail {
  to: string;
  subject: string;
  link: string;
}

const isVerificationLink = (url: URL) => url.pathname.includes('/auth/email/verify/');

export default function DemoMailbox() {
  const intl = useIntl();
  const router = useRouter();
  usePageTitle(m.title);
  const [following, setFollowing] = useState<string>();
  const [linkError, setLinkError] = useState<unknown>();
  const [expired, setExpired] = useState(false);

  // Newest first; Refresh and Retry read it again.
  const mailbox = useLoad(async (signal) => (await backendCall<{ data: Mail[] }>('GET', '__mock/mail', { signal })).data.toReversed());

  const follow = async (mail: Mail) => {
    const url = new URL(mail.link, window.location.origin);
    setLinkError(undefined);
    setExpired(false);
    if (!isVerificationLink(url)) {
      await router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
      return;
    }
    setFollowing(mail.link);
    try {
      const answer = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
      if (answer.status === 403 || answer.status === 404) {
        setExpired(true);
        return;
      }
      if (!answer.ok) throw new Error(answer.statusText || String(answer.status));
      const user = await reloadSession();
      await router.navigate({ href: user ? roleRedirectPath(user, getConfig()) : getConfig().loginUrl });
    } catch (error) {
      setLinkError(error);
    } finally {
      setFollowing(undefined);
    }
  };

  return (
    <Card style={{ maxWidth: 720, margin: '0 auto' }}>
      <Flex align="center" gap={8} wrap>
        <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
        <Tag color="gold" style={{ marginBottom: 16 }}>
          {intl.formatMessage(m.demo)}
        </Tag>
      </Flex>
      <p>{intl.formatMessage(m.intro)}</p>
      {expired && <Alert type="warning" showIcon title={intl.formatMessage(m.expired)} style={{ marginBottom: 16 }} />}
      <FormError error={linkError} title={intl.formatMessage(m.linkFailed)} />
      <FormError error={mailbox.error} title={intl.formatMessage(m.loadFailed)} onRetry={mailbox.retry} />
      <List
        loading={mailbox.data === undefined && mailbox.error === undefined}
        dataSource={mailbox.data ?? []}
        locale={{ emptyText: <Empty description={intl.formatMessage(m.empty)} /> }}
        renderItem={(mail) => (
          <List.Item
            actions={[
              <Button key="follow" type="primary" loading={following === mail.link} onClick={() => void follow(mail)}>
                {intl.formatMessage(m.follow)}
              </Button>,
            ]}
          >
            <List.Item.Meta title={mail.subject} description={intl.formatMessage(mailToMessage, { address: mail.to })} />
          </List.Item>
        )}
      />
      <Button onClick={mailbox.retry} style={{ marginTop: 16 }}>
        {intl.formatMessage(m.refresh)}
      </Button>
    </Card>
  );
}
