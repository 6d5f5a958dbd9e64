// A log's data in a drawer: a collapsible tree of its keys and values (text only, see data-tree),
// and "Copy as JSON". antd's Drawer traps focus, closes on Escape and gives focus back to the
// control that opened it.
import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Empty, Grid, Tree, Typography } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Log } from '@/api/models';
import { dataTree } from './data-tree';
import { logMessages, logValueMessages } from './messages';
import './log-data.css';

interface Props {
  /** The log whose data is shown; undefined: the drawer is closed. */
  log: Log | undefined;
  onClose: () => void;
}

export function LogDataDrawer({ log, onClose }: Props) {
  const intl = useIntl();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const data = log?.data ?? null;
  const nodes = useMemo(
    () =>
      dataTree(data, {
        keys: (count) => intl.formatMessage(logValueMessages.keys, { count }),
        items: (count) => intl.formatMessage(logValueMessages.items, { count }),
      }),
    [data, intl],
  );

  const copy = async () => {
    try {
      // Throws where the clipboard is missing (an insecure page) as where the browser refuses it.
      await navigator.clipboard.writeText(JSON.stringify(data, null, 2));
      void message.success(intl.formatMessage(logMessages.copied));
    } catch {
      void message.error(intl.formatMessage(logMessages.copyRefused));
    }
  };

  return (
    <Drawer
      open={Boolean(log)}
      onClose={onClose}
      title={intl.formatMessage(logMessages.dataTitle)}
      size={screens.md ? 'large' : '100%'}
      extra={
        <Button icon={<CopyOutlined aria-hidden />} disabled={!nodes.length} onClick={() => void copy()}>
          {intl.formatMessage(logMessages.copy)}
        </Button>
      }
    >
      {log && (
        <>
          <Typography.Paragraph className="l-data-message">
            {log.message}
            <br />
            <Typography.Text type="secondary">{intl.formatDate(log.created_at, { dateStyle: 'medium', timeStyle: 'medium' })}</Typography.Text>
          </Typography.Paragraph>
          {nodes.length ? (
            <Tree className="l-data-tree" treeData={nodes} showLine defaultExpandAll selectable={false} blockNode />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(logMessages.noData)} />
          )}
        </>
      )}
    </Drawer>
  );
}
