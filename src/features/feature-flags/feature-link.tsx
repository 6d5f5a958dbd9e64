// A feature's label as a link to its page.
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { adminPath } from '@/lib/admin-paths';
import { featureLabel } from './feature-labels';

export function featurePath(id: number): string {
  return adminPath(`/settings/features/${id}`);
}

export function FeatureLink({ id, name }: { id: number; name: string }) {
  const intl = useIntl();
  return <Link to={featurePath(id)}>{featureLabel(intl, name)}</Link>;
}
