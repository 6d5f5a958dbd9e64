// /admin/settings/features: the whole flag tree as a table whose rows nest, expand and collapse.
// It reads the shell's own store (the loader put a fresh tree there), so a switch shows here and in
// the shell alike.
import { Table, Typography, type TableColumnsType } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { FeatureNode } from '@/api/models';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/media-query';
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
  /** How deep in the tree (0 at the top): antd indents the row's first cell by 15 px a level. */
  depth: number;
  /** Absent for a leaf, so antd draws no expand button there. */
  children?: Row[];
}

function toRows(nodes: FeatureNode[], depth = 0): Row[] {
  return nodes.map((node) =>
    node.children?.length ? { key: node.id, node, depth, children: toRows(node.children, depth + 1) } : { key: node.id, node, depth },
  );
}

/** Beside antd's indent and expand button (17 px and an 8 px gap), the rest of the first cell's width. */
const besideExpandButton = (depth: number) => `calc(100% - ${depth * 15 + 25}px)`;

/**
 * The table's columns. On a phone the description goes under the feature's name, in its cell, so
 * the table fits the screen without cutting a cell (the admin lists fold columns the same way).
 */
function columns(intl: IntlShape, control: FeatureSwitchControl, narrow: boolean): TableColumnsType<Row> {
  const description: TableColumnsType<Row> = narrow
    ? []
    : [{ key: 'description', title: intl.formatMessage(featureMessages.description), render: (_, { node }) => featureDescription(intl, node.name) }];
  return [
    {
      key: 'name',
      title: intl.formatMessage(featureMessages.name),
      render: (_, { node, depth }) => (
        // On a phone the description makes it wrap: it stays on the expand button's line, within the cell.
        <span style={{ display: 'inline-flex', flexDirection: 'column', ...(narrow && { verticalAlign: 'top', maxWidth: besideExpandButton(depth) }) }}>
          <FeatureLink id={node.id} name={node.name} />
          <Typography.Text type="secondary" style={{ fontSize: '0.75rem' }}>
            <code>{node.name}</code>
          </Typography.Text>
          {narrow && <span>{featureDescription(intl, node.name)}</span>}
        </span>
      ),
    },
    ...description,
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
  const narrow = useMediaQuery(NARROW_SCREEN);
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
        columns={columns(intl, control, narrow)}
        pagination={false}
        expandable={{ defaultExpandAllRows: true, expandIcon: (props) => <ExpandIcon {...props} /> }}
        // Wide, each cell keeps its text on one line and the table scrolls; a phone's wraps instead.
        scroll={narrow ? undefined : { x: 'max-content' }}
      />
    </>
  );
}
