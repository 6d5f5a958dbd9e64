// The bulk move: how many orders are selected, the statuses the table lets staff move them to (with
// how many of them can go there), and the move. Sticky at the bottom of the screen, so it stays in
// reach on a phone under a long list. A move that stops orders (Denied, Canceled, …) is asked for
// again, the safe answer first: it reaches the people who ordered and may not be undone.
import { App, Button, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '@/api/models';
import { orderStatusLabels } from '@/components/ordering/order-status';
import { isFinalStatus, type OrderStatus } from '@/lib/order-status';
import { bulkTargets, STOPPING } from './bulk-move';
import { kitchenMessages as m } from './kitchen-messages';

interface Props {
  selected: Order[];
  moving: boolean;
  onMove: (to: OrderStatus) => void;
  onClear: () => void;
}

export function BulkMoveBar({ selected, moving, onMove, onClear }: Props) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const targets = bulkTargets(selected);
  const [chosen, setChosen] = useState<OrderStatus | undefined>();
  // The choice made for another selection may not be offered any more: the first offered then.
  const to = targets.some((target) => target.status === chosen) ? chosen : targets[0]?.status;
  const labelId = 'kitchen-move-to';
  const stopping = to !== undefined && STOPPING.has(to);

  const confirmMove = () => {
    if (!to) return;
    if (!stopping) return onMove(to);
    const status = intl.formatMessage(orderStatusLabels[to]);
    const count = targets.find((target) => target.status === to)?.count ?? 0;
    modal.confirm({
      title: intl.formatMessage(m.confirmStop, { status, count }),
      content: intl.formatMessage(isFinalStatus(to) ? m.stopFinal : m.stopTold),
      okText: intl.formatMessage(m.confirmStopOk, { status }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.keepOrders),
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => onMove(to),
    });
  };
  return (
    <div className="kitchen-bulk kitchen-no-print" role="region" aria-label={intl.formatMessage(m.selected, { count: selected.length })}>
      <strong>{intl.formatMessage(m.selected, { count: selected.length })}</strong>
      {targets.length === 0 ? (
        <span>{intl.formatMessage(m.noMoves)}</span>
      ) : (
        <>
          <span id={labelId}>{intl.formatMessage(m.moveTo)}</span>
          <Select
            aria-labelledby={labelId}
            value={to}
            onChange={setChosen}
            popupMatchSelectWidth={false}
            style={{ minWidth: 200 }}
            options={targets.map(({ status, count }) => ({
              value: status,
              label: intl.formatMessage(m.targetCount, { status: intl.formatMessage(orderStatusLabels[status]), count, total: selected.length }),
            }))}
          />
          <Button type="primary" danger={stopping} loading={moving} onClick={confirmMove}>
            {intl.formatMessage(m.move)}
          </Button>
        </>
      )}
      <Button onClick={onClear} disabled={moving}>
        {intl.formatMessage(m.clearSelection)}
      </Button>
    </div>
  );
}
