import { Layout, theme } from 'antd';
import { FormattedMessage } from 'react-intl';
import { getConfig } from '@/lib/config';

export function AppFooter() {
  const { token } = theme.useToken();
  const { projectName, appVersion } = getConfig();
  return (
    <Layout.Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>
      <FormattedMessage id="footer.version" defaultMessage="{project} · version {version}" values={{ project: projectName, version: appVersion }} />
    </Layout.Footer>
  );
}
