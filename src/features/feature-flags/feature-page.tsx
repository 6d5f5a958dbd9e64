// /admin/settings/features/{id}: one feature — what it is, its own flag, where it sits in the tree.
// Its flag and children come from the shell's store (fresh from the loader, changed by a switch).
import { Card, Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import type { Feature, FeatureNode } from '@/api/models';
import { crudMessages } from '@/crud/messages';
import { PageHeader } from '@/crud/page-header';
import { adminPath } from '@/lib/admin-paths';
import { useFeatureTree } from '@/stores/features';
import { featureDescription, featureLabel } from './feature-labels';
import { FeatureLink } from './feature-link';
import { findFeatureNode } from './feature-state';
import { FeatureStateText } from './feature-state-text';
import { FeatureSwitch } from './feature-switch';
import { featureMessages } from './messages';
import { SwitchFailureAlert } from './switch-failure';
import { useFeatureSwitch } from './use-feature-switch';

function ChildLinks({ nodes }: { nodes: FeatureNode[] }) {
  const intl = useIntl();
  if (!nodes.length) return <>{intl.formatMessage(featureMessages.noChildren)}</>;
  return (
    <ul aria-label={intl.formatMessage(featureMessages.children)} style={{ margin: 0, paddingInlineStart: 20 }}>
      {nodes.map((child) => (
        <li key={child.id}>
          <FeatureLink id={child.id} name={child.name} /> — <FeatureStateText node={child} />
        </li>
      ))}
    </ul>
  );
}

export function FeaturePage({ feature }: { feature: Feature }) {
  const intl = useIntl();
  const tree = useFeatureTree((state) => state.tree);
  const control = useFeatureSwitch();
  const node = findFeatureNode(tree, feature.id) ?? { id: feature.id, name: feature.name, enabled: feature.enabled, children: [] };
  const parent = feature.parent_id === null ? undefined : findFeatureNode(tree, feature.parent_id);
  const title = featureLabel(intl, feature.name);
  const list = intl.formatMessage(featureMessages.title);
  return (
    <>
      <PageHeader crumbs={[{ label: list, to: adminPath('/settings/features') }, { label: title }]} title={title} />
      <SwitchFailureAlert failure={control.failure} />
      <Card>
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'name', label: intl.formatMessage(featureMessages.technicalName), children: <code>{feature.name}</code> },
            { key: 'description', label: intl.formatMessage(featureMessages.description), children: featureDescription(intl, feature.name) ?? intl.formatMessage(crudMessages.none) },
            { key: 'state', label: intl.formatMessage(featureMessages.state), children: <FeatureStateText node={node} /> },
            { key: 'flag', label: intl.formatMessage(featureMessages.ownFlag), children: <FeatureSwitch node={node} control={control} /> },
            {
              key: 'parent',
              label: intl.formatMessage(featureMessages.parent),
              children: parent ? <FeatureLink id={parent.id} name={parent.name} /> : intl.formatMessage(featureMessages.topLevel),
            },
            { key: 'children', label: intl.formatMessage(featureMessages.children), children: <ChildLinks nodes={node.children ?? []} /> },
          ]}
        />
      </Card>
    </>
  );
}
