// A failed switch, in the catalogue's words: "Failed to update feature “Registration”" and why.
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/error-alert';
import { failureMessages } from '@/crud/messages';
import { featureLabel } from './feature-labels';
import { featureValueMessages } from './messages';
import type { SwitchFailure } from './use-feature-switch';

export function SwitchFailureAlert({ failure }: { failure: SwitchFailure | undefined }) {
  const intl = useIntl();
  if (!failure) return null;
  const entity = intl.formatMessage(featureValueMessages.entity, { name: featureLabel(intl, failure.name) });
  return (
    <div style={{ marginBottom: 16 }}>
      <ErrorAlert error={failure.error} title={intl.formatMessage(failureMessages.update, { entity })} />
    </div>
  );
}
