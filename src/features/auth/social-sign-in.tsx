// The providers' buttons under the sign-in and sign-up forms (social-login feature): each is a link
// to the backend's Socialite redirect, which comes back to the sign-in page signed in (the page's
// guard then goes where redirect_path or the role says) or with `social_error`, worded here beside
// the buttons. Its own chunk (social-sign-in-slot.tsx): the sign-in page's first load carries none of it.
import { Alert, Button } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { listSocialProviders } from '@/api/social';
import { ProviderMark } from '@/components/social/provider-mark';
import { continueWith, signInErrors } from '@/components/social/social-messages';
import { useLoad } from '@/components/use-load';
import { getConfig } from '@/lib/config';
import { isProviderName, type SocialErrorCode } from '@/lib/social-login';
import { socialRedirectHref } from '@/lib/social-redirect';

const messages = defineMessages({
  or: { id: 'social.or', defaultMessage: 'or' },
});

export interface SocialSignInProps {
  redirectPath?: string;
  /** The code the backend's callback came back with, if any. */
  error?: SocialErrorCode;
}

export default function SocialSignIn({ redirectPath, error }: SocialSignInProps) {
  const intl = useIntl();
  const config = getConfig();
  // A failed list leaves the form alone: the password sign-in does not depend on it.
  const { data } = useLoad((signal) => listSocialProviders(signal).catch(() => []));
  const providers = (data ?? []).filter((provider) => isProviderName(provider.name));
  if (!error && providers.length === 0) return null;
  return (
    <div style={{ marginTop: 16 }}>
      {providers.length > 0 && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '0 0 16px' }}>
          <span aria-hidden="true" style={{ flex: 1, borderTop: '1px solid currentColor', opacity: 0.25 }} />
          <span>{intl.formatMessage(messages.or)}</span>
          <span aria-hidden="true" style={{ flex: 1, borderTop: '1px solid currentColor', opacity: 0.25 }} />
        </div>
      )}
      {error && (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(signInErrors[error])} style={{ marginBottom: 12 }} />
      )}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {providers.map((provider) => (
          <Button
            key={provider.name}
            block
            href={socialRedirectHref(provider.name, config, window.location.origin, { redirectPath })}
            icon={<ProviderMark provider={provider.name} />}
          >
            {intl.formatMessage(continueWith, { provider: provider.label })}
          </Button>
        ))}
      </div>
    </div>
  );
}
