// /admin/settings/features: the whole flag tree as a table whose rows nest, expand and collapse.
// It reads the shell's own store (the loader put a fresh tree there), so a switch shows here and in
// the shell alike.
import { Table, Typography, type TableColumnsType } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { FeatureNode } from '@/api/models';
import { PageHeader } from '@/crud/page-header';
import { useFeatureTree } from '@/stores/features';
import { featureDescription, featureLabel } from './feature-labels';
import { FeatureLink } from './feature-link';
import { FeatureStateText } from './feature-state-text';
import { FeatureSwitch, useCanSwitchFeatures } from './feature-switch';
import { featureMessages, featureValueMessages } from './messages';
import { SwitchFailureAlert } from './switch-failure';
import { useFeatureSwitch, type FeatureSwitchControl } from './use-feature-switch';

interface Row {
  key: number;
  node: FeatureNode;
  /** Absent for a leaf, so antd draws no expand button there. */
  children?: Row[];
}

function toRows(nodes: FeatureNode[]): Row[] {
  return nodes.map((node) => (node.children?.length ? { key: node.id, node, children: toRows(node.children) } : { key: node.id, node }));
}

function columns(intl: IntlShape, control: FeatureSwitchControl): TableColumnsType<Row> {
  return [
    {
      key: 'name',
      title: intl.formatMessage(featureMessages.name),
      render: (_, { node }) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
          <FeatureLink id={node.id} name={node.name} />
          <Typography.Text type="secondary" style={{ fontSize: '0.75rem' }}>
            <code>{node.name}</code>
          </Typography.Text>
        </span>
      ),
    },
    { key: 'description', title: intl.formatMessage(featureMessages.description), render: (_, { node }) => featureDescription(intl, node.name) },
    { key: 'state', title: intl.formatMessage(featureMessages.state), render: (_, { node }) => <FeatureStateText node={node} /> },
    { key: 'flag', title: intl.formatMessage(featureMessages.ownFlag), render: (_, { node }) => <FeatureSwitch node={node} control={control} /> },
  ];
}

interface ExpandIconProps {
  expanded: boolean;
  expandable: boolean;
  record: Row;
  onExpand: (record: Row, event: React.MouseEvent<HTMLElement>) => void;
}

/** antd's expand button, named after its row; a leaf gets a plain spacer instead of a button that does nothing. */
function ExpandIcon({ expanded, expandable, record, onExpand }: ExpandIconProps) {
  const intl = useIntl();
  const base = 'ant-table-row-expand-icon';
  if (!expandable) return <span aria-hidden className={`${base} ${base}-spaced`} />;
  const name = featureLabel(intl, record.node.name);
  return (
    <button
      type="button"
      className={`${base} ${base}-${expanded ? 'expanded' : 'collapsed'}`}
      aria-label={intl.formatMessage(expanded ? featureValueMessages.collapse : featureValueMessages.expand, { name })}
      aria-expanded={expanded}
      onClick={(event) => {
        onExpand(record, event);
        event.stopPropagation();
      }}
    />
  );
}

export function FeaturesPage() {
  const intl = useIntl();
  const tree = useFeatureTree((state) => state.tree);
  const control = useFeatureSwitch();
  const canSwitch = useCanSwitchFeatures();
  const title = intl.formatMessage(featureMessages.title);
  return (
    <>
      <PageHeader crumbs={[{ label: title }]} title={title} />
      <p style={{ marginTop: 0 }}>
        {intl.formatMessage(featureMessages.rule)}
        {!canSwitch && ` ${intl.formatMessage(featureMessages.readOnly)}`}
      </p>
      <SwitchFailureAlert failure={control.failure} />
      <Table<Row>
        dataSource={toRows(tree)}
        columns={columns(intl, control)}
        pagination={false}
        expandable={{ defaultExpandAllRows: true, expandIcon: (props) => <ExpandIcon {...props} /> }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
