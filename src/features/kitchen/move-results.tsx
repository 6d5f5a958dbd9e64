// What a bulk move did, order by order: moved, not sent (the table forbids it) or refused by the
// server with its reason. It takes the focus when it comes (the bar that had it may be gone).
import { Alert } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ValidationError } from '@/api/errors';
import { describeError } from '@/components/error-messages';
import { orderStatusLabels } from '@/components/ordering/order-status';
import type { OrderStatus } from '@/lib/order-status';
import type { MoveOutcome } from './bulk-move';
import { kitchenMessages as m } from './kitchen-messages';

export interface MoveReport {
  to: OrderStatus;
  outcomes: MoveOutcome[];
}

/** The server's reason: a 422's field messages ("Cannot move from … to …"), else the error in words. */
function reasonOf(error: unknown, intl: ReturnType<typeof useIntl>): string {
  const fields = error instanceof ValidationError ? Object.values(error.fieldErrors).flat().join(' ') : '';
  return fields || describeError(error, intl);
}

export function MoveResults({ report, onClose }: { report: MoveReport; onClose: () => void }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [report]);
  const status = (value: OrderStatus) => intl.formatMessage(orderStatusLabels[value]);
  const moved = report.outcomes.filter((outcome) => outcome.result === 'moved').length;
  const line = (outcome: MoveOutcome) => {
    const number = outcome.order.order_number;
    if (outcome.result === 'moved') return intl.formatMessage(m.moved, { number, status: status(report.to) });
    if (outcome.result === 'notAllowed') return intl.formatMessage(m.notAllowed, { number, from: status(outcome.order.status), to: status(report.to) });
    return intl.formatMessage(m.refused, { number, reason: reasonOf(outcome.error, intl) });
  };
  return (
    <div ref={box} tabIndex={-1} className="kitchen-no-print kitchen-results">
      <Alert
        type={moved === report.outcomes.length ? 'success' : moved === 0 ? 'error' : 'warning'}
        showIcon
        title={intl.formatMessage(m.resultsTitle, { status: status(report.to), moved, total: report.outcomes.length })}
        description={
          <ul>
            {report.outcomes.map((outcome) => (
              <li key={outcome.order.id} data-result={outcome.result}>
                {line(outcome)}
              </li>
            ))}
          </ul>
        }
        closable={{ 'aria-label': intl.formatMessage(m.closeResults) }}
        onClose={onClose}
      />
    </div>
  );
}
