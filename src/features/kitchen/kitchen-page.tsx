// /admin/kitchen (orders.update): what to prepare on a day, restaurant by restaurant, with the
// orders under the totals; staff select orders and move them along the transition table in one
// action, and print the sheet (kitchen.css: a page per restaurant). The day and the status filter
// are in the address; the data refreshes itself every 30 s while the tab is visible, and at once on an alert of a new order.
import { LeftOutlined, PrinterOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '@/api/models';
import { ErrorAlert } from '@/components/error-alert';
import { LinkButton } from '@/components/link-button';
import { focusMain } from '@/components/main-content';
import { orderStatusLabels } from '@/components/ordering/order-status';
import { adminPath } from '@/lib/admin-paths';
import { addDays, dateOf, localIsoDate } from '@/lib/dates';
import type { OrderStatus } from '@/lib/order-status';
import { moveOrders } from './bulk-move';
import { BulkMoveBar } from './bulk-move-bar';
import { kitchenBoard, statusesOf } from './kitchen-board';
import { kitchenMessages as m } from './kitchen-messages';
import { MoveResults, type MoveReport } from './move-results';
import { RestaurantSection } from './restaurant-section';
import { useKitchenDay } from './use-kitchen-day';
import './kitchen.css';

const PAGE = adminPath('/kitchen');

function DayPicker({ date, status }: { date: string; status?: OrderStatus }) {
  const intl = useIntl();
  const today = localIsoDate();
  const tomorrow = addDays(today, 1);
  const at = (day: string) => ({ date: day === today ? undefined : day, status });
  return (
    <div className="kitchen-day">
      <LinkButton to={PAGE} search={at(addDays(date, -1))} icon={<LeftOutlined aria-hidden />} aria-label={intl.formatMessage(m.previousDay)} />
      <LinkButton to={PAGE} search={at(today)} type={date === today ? 'primary' : 'default'} aria-current={date === today ? 'date' : undefined}>
        {intl.formatMessage(m.today)}
      </LinkButton>
      <LinkButton to={PAGE} search={at(tomorrow)} type={date === tomorrow ? 'primary' : 'default'} aria-current={date === tomorrow ? 'date' : undefined}>
        {intl.formatMessage(m.tomorrow)}
      </LinkButton>
      <LinkButton to={PAGE} search={at(addDays(date, 1))} icon={<RightOutlined aria-hidden />} aria-label={intl.formatMessage(m.nextDay)} />
      <h2 className="kitchen-date">{intl.formatDate(dateOf(date), { dateStyle: 'full' })}</h2>
    </div>
  );
}

export function KitchenPage({ date, status }: { date: string; status?: OrderStatus }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const day = useKitchenDay(date);
  const [selectedIds, setSelectedIds] = useState<Set<number>>(new Set());
  const [selectedOn, setSelectedOn] = useState(date);
  const [moving, setMoving] = useState(false);
  const [report, setReport] = useState<MoveReport>();
  // Another day starts with nothing selected and no results of the other day's move.
  if (selectedOn !== date) {
    setSelectedOn(date);
    setSelectedIds(new Set());
    setReport(undefined);
  }

  const orders = useMemo(() => day.orders ?? [], [day.orders]);
  const sections = useMemo(() => kitchenBoard(orders), [orders]);
  const keep = (order: Order) => !status || order.status === status;
  // Selected orders on the board as shown (a refresh brings their new status; the status filter
  // leaves out those it hides, so that nothing unseen is moved).
  const selected = orders.filter((order) => selectedIds.has(order.id) && keep(order));
  const received = orders.filter((order) => order.status === 'RECEIVED' && keep(order));

  const select = (order: Order, on: boolean) =>
    setSelectedIds((ids) => {
      const next = new Set(ids);
      if (on) next.add(order.id);
      else next.delete(order.id);
      return next;
    });
  const move = async (to: OrderStatus) => {
    setMoving(true);
    try {
      const outcomes = await moveOrders(selected, to);
      const moved = new Set(outcomes.filter((outcome) => outcome.result === 'moved').map((outcome) => outcome.order.id));
      setReport({ to, outcomes });
      setSelectedIds((ids) => new Set([...ids].filter((id) => !moved.has(id))));
      await day.refresh();
    } finally {
      setMoving(false);
    }
  };
  const time = (at: Date) => intl.formatTime(at, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

  return (
    <div className="l-print-sheet kitchen-board">
      <div className="kitchen-toolbar kitchen-no-print">
        <DayPicker date={date} status={status} />
        <div className="kitchen-controls">
          <div className="kitchen-filter">
            <span id="kitchen-status-filter">{intl.formatMessage(m.statusFilter)}</span>
            <Select
              aria-labelledby="kitchen-status-filter"
              value={status ?? ''}
              style={{ minWidth: 200 }}
              popupMatchSelectWidth={false}
              onChange={(value) => void navigate({ to: PAGE, search: { date: date === localIsoDate() ? undefined : date, status: value || undefined } as never, replace: true })}
              options={[
                { value: '', label: intl.formatMessage(m.allStatuses) },
                ...[...new Set([...statusesOf(orders), ...(status ? [status] : [])])].map((value) => ({ value, label: intl.formatMessage(orderStatusLabels[value]) })),
              ]}
            />
          </div>
          {/* Wraps on a phone: the French label is wider than the screen. */}
          <Button
            disabled={received.length === 0}
            style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32, paddingBlock: 4, textAlign: 'start' }}
            onClick={() => setSelectedIds((ids) => new Set([...ids, ...received.map((order) => order.id)]))}
          >
            {intl.formatMessage(m.selectAllIn, { status: intl.formatMessage(orderStatusLabels.RECEIVED), count: received.length })}
          </Button>
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()} disabled={sections.length === 0}>
            {intl.formatMessage(m.print)}
          </Button>
        </div>
        <p className="kitchen-refreshed">
          <span>{day.refreshedAt ? intl.formatMessage(m.refreshedAt, { time: time(day.refreshedAt) }) : intl.formatMessage(m.refreshing)}</span>
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void day.refresh()} disabled={day.refreshing}>
            {intl.formatMessage(m.refresh)}
          </Button>
        </p>
      </div>
      {report && (
        <MoveResults
          report={report}
          onClose={() => {
            setReport(undefined);
            focusMain(true); // the focus was in the results: back to the page's heading, not lost
          }}
        />
      )}
      {day.error !== undefined &&
        (day.orders ? (
          <ErrorAlert error={day.error} title={intl.formatMessage(m.refreshFailed, { time: day.refreshedAt ? time(day.refreshedAt) : '' })} />
        ) : (
          <ErrorAlert error={day.error} title={intl.formatMessage(m.loadFailed)} onRetry={() => void day.refresh()} />
        ))}
      {!day.orders && day.error === undefined && <Skeleton active />}
      {day.orders && sections.length === 0 && <p>{intl.formatMessage(m.noOrders)}</p>}
      {sections.map((section) => (
        <RestaurantSection key={section.id} section={section} date={date} shown={section.orders.filter(keep)} selected={selectedIds} onSelect={select} />
      ))}
      {selected.length > 0 && <BulkMoveBar selected={selected} moving={moving} onMove={(to) => void move(to)} onClear={() => setSelectedIds(new Set())} />}
    </div>
  );
}
