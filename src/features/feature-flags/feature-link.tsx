// A feature's label as a link to its page.
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { getConfig } from '@/lib/config';
import { featureLabel } from './feature-labels';

export function featurePath(id: number): string {
  return `${getConfig().dashboardSuffixUrl}/settings/features/${id}`;
}

export function FeatureLink({ id, name }: { id: number; name: string }) {
  const intl = useIntl();
  return <Link to={featurePath(id)}>{featureLabel(intl, name)}</Link>;
}
