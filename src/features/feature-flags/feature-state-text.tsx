// "On", "Off" or, for a parent whose own flag is off, "On through <child>" (spec §3).
import { useIntl } from 'react-intl';
import type { FeatureNode } from '@/api/models';
import { featureLabel } from './feature-labels';
import { featureState } from './feature-state';
import { featureMessages, featureValueMessages } from './messages';

export function FeatureStateText({ node }: { node: FeatureNode }) {
  const intl = useIntl();
  const state = featureState(node);
  if (state.kind === 'on') return <>{intl.formatMessage(featureMessages.on)}</>;
  if (state.kind === 'off') return <>{intl.formatMessage(featureMessages.off)}</>;
  const [first, ...rest] = state.children;
  const name = featureLabel(intl, first!.name);
  return (
    <>
      {rest.length
        ? intl.formatMessage(featureValueMessages.onThroughMore, { name, more: rest.length })
        : intl.formatMessage(featureValueMessages.onThrough, { name })}
    </>
  );
}
