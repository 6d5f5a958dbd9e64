// A failed call in words (describeError), with the support address as a mailto link in the one
// sentence that tells the person to contact their administrator (a server error), when there is one.
import { FormattedMessage, useIntl } from 'react-intl';
import { HttpError } from '@/api/errors';
import { describeError } from './error-messages';
import { mailtoChunks, useSupportEmail } from './support-link';

export function ErrorDescription({ error }: { error: unknown }) {
  const intl = useIntl();
  const email = useSupportEmail();
  if (email && error instanceof HttpError && error.status >= 500) {
    const time = intl.formatTime(error.occurredAt, { hour: '2-digit', minute: '2-digit' });
    return (
      <FormattedMessage
        id="errors.serverWithSupport"
        defaultMessage="Something went wrong on the server. Try again; if it keeps happening, tell your administrator at <link>{email}</link>. (at {time})"
        values={{ time, email, link: mailtoChunks(email) }}
      />
    );
  }
  return <>{describeError(error, intl)}</>;
}
