// The support address (the support_email variable) as a mailto link: in the footer, and in the
// messages that tell a person to contact their administrator (error-description.tsx). Without it,
// or with the variables feature off, nothing is added.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useVariable } from '@/stores/variables';

/** An address a mailto link may hold as it is: no spaces, no second @, nothing that starts a query. */
const PLAIN_ADDRESS = /^[^\s@?#&/\\]+@[^\s@?#&/\\]+$/;

export function useSupportEmail(): string | undefined {
  const email = useVariable('support_email');
  return email && PLAIN_ADDRESS.test(email) ? email : undefined;
}

/** `<link>…</link>` of a message, as a mailto link to the address. */
export function mailtoChunks(email: string) {
  return (chunks: ReactNode) => (
    <a className="l-link" href={`mailto:${email}`}>
      {chunks}
    </a>
  );
}

/** The footer's "Help: …" beside the version. */
export function SupportLink() {
  const email = useSupportEmail();
  if (!email) return null;
  return (
    <>
      {' · '}
      <FormattedMessage id="footer.support" defaultMessage="Help: <link>{email}</link>" values={{ email, link: mailtoChunks(email) }} />
    </>
  );
}
