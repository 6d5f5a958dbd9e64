// A feature's own flag as a switch: named "Enabled: <label>", busy during its call, and disabled for
// a user without features.update (who still reads its state).
import { Switch } from 'antd';
import { useIntl } from 'react-intl';
import type { FeatureNode } from '@/api/models';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { featureLabel } from './feature-labels';
import { featureValueMessages } from './messages';
import type { FeatureSwitchControl } from './use-feature-switch';

export function useCanSwitchFeatures(): boolean {
  return hasPermission(useSession((state) => state.user), 'features.update');
}

export function FeatureSwitch({ node, control }: { node: FeatureNode; control: FeatureSwitchControl }) {
  const intl = useIntl();
  const canSwitch = useCanSwitchFeatures();
  const wanted = control.pending.get(node.id);
  const busy = wanted !== undefined;
  return (
    <Switch
      aria-label={intl.formatMessage(featureValueMessages.switchLabel, { name: featureLabel(intl, node.name) })}
      checked={wanted ?? node.enabled}
      loading={busy}
      disabled={!canSwitch || busy}
      onChange={(checked) => void control.toggle(node, checked)}
    />
  );
}
