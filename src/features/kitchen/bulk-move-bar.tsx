// The bulk move: how many orders are selected, the statuses the table lets staff move them to (with
// how many of them can go there), and the move. Sticky at the bottom of the screen, so it stays in
// reach on a phone under a long list.
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '@/api/models';
import { orderStatusLabels } from '@/components/ordering/order-status';
import type { OrderStatus } from '@/lib/order-status';
import { bulkTargets } from './bulk-move';
import { kitchenMessages as m } from './kitchen-messages';

interface Props {
  selected: Order[];
  moving: boolean;
  onMove: (to: OrderStatus) => void;
  onClear: () => void;
}

export function BulkMoveBar({ selected, moving, onMove, onClear }: Props) {
  const intl = useIntl();
  const targets = bulkTargets(selected);
  const [chosen, setChosen] = useState<OrderStatus | undefined>();
  // The choice made for another selection may not be offered any more: the first offered then.
  const to = targets.some((target) => target.status === chosen) ? chosen : targets[0]?.status;
  const labelId = 'kitchen-move-to';
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
          <Button type="primary" loading={moving} onClick={() => to && onMove(to)}>
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
