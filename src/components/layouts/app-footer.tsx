import { Layout, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { getConfig } from '@/lib/config';

export function AppFooter() {
  const { projectName, appVersion } = getConfig();
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <Typography.Text type="secondary">
        <FormattedMessage id="footer.version" defaultMessage="{project} · version {version}" values={{ project: projectName, version: appVersion }} />
      </Typography.Text>
    </Layout.Footer>
  );
}
