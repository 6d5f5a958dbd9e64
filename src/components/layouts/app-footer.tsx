import { FormattedMessage } from 'react-intl';
import { getConfig } from '@/lib/config';
import { SupportLink } from '../support-link';

export function AppFooter() {
  const { projectName, appVersion } = getConfig();
  return (
    <footer className="l-footer">
      <FormattedMessage id="footer.version" defaultMessage="{project} · version {version}" values={{ project: projectName, version: appVersion }} />
      <SupportLink />
    </footer>
  );
}
