// /admin/bills/{id}: who, period, amount, notified, paid; its items with totals per cost category;
// mark paid / unpaid, notify, delete and print. Printed (bill-print.css), it is the bill alone on
// A4: no navigation, no controls.
import { CheckOutlined, DeleteOutlined, MailOutlined, PrinterOutlined, UndoOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card } from 'antd';
import { useIntl } from 'react-intl';
import type { Bill, BillItem } from '@/api/models';
import { deleteWords } from '@/crud/messages';
import { useActiveResource } from '@/crud/active-resource';
import { PageHeader } from '@/crud/page-header';
import { ResourceHistory } from '@/crud/record-history';
import { useCan } from '@/crud/permissions';
import { recordCrumbs } from '@/crud/record-crumbs';
import { useDeleteRecords } from '@/crud/use-delete';
import { bills } from '@/resources/bills';
import { BillItemsTable, BillTotalsTable } from './bill-items-table';
import { billMessages } from './bill-messages';
import { BillSummary } from './bill-summary';
import { useBillActions } from './use-bill-actions';
import './bill-print.css';

const NO_PARAMS = {};
const heading = (text: string) => <h2 style={{ fontSize: '1rem', margin: 0 }}>{text}</h2>;

function BillActions({ bill }: { bill: Bill }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const actions = useBillActions();
  const can = useCan(bills);
  const deleteRecords = useDeleteRecords(bills, NO_PARAMS);
  const back = bills.routes.list(NO_PARAMS);
  return (
    <div className="bill-no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
        {intl.formatMessage(billMessages.print)}
      </Button>
      {actions.canUpdate && (
        <>
          <Button icon={<MailOutlined aria-hidden />} loading={actions.busy === 'notify'} onClick={() => void actions.notify([bill])}>
            {intl.formatMessage(bill.notified ? billMessages.notifyAgain : billMessages.notify)}
          </Button>
          <Button
            type={bill.paid ? 'default' : 'primary'}
            icon={bill.paid ? <UndoOutlined aria-hidden /> : <CheckOutlined aria-hidden />}
            loading={actions.busy === 'paid'}
            onClick={() => void actions.setPaid(bill, !bill.paid)}
          >
            {intl.formatMessage(bill.paid ? billMessages.markUnpaid : billMessages.markPaid)}
          </Button>
        </>
      )}
      {/* A paid bill cannot be deleted (the server refuses it): no button for it. */}
      {can('delete') && !bill.paid && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => deleteRecords([bill], { home: back, onGone: () => void navigate({ to: back, replace: true }) })}>
          {intl.formatMessage(deleteWords(bills).action)}
        </Button>
      )}
    </div>
  );
}

export function BillPage({ bill, items }: { bill: Bill; items: BillItem[] }) {
  const intl = useIntl();
  const title = bills.titleOf(bill, intl);
  const resource = useActiveResource(bills); // "My bills" in the trail of someone who reads only their own
  return (
    <div className="bill-sheet">
      <PageHeader crumbs={recordCrumbs(intl, resource, NO_PARAMS, undefined, title)} title={title} actions={<BillActions bill={bill} />} />
      <Card title={heading(intl.formatMessage(billMessages.details))}>
        <BillSummary bill={bill} />
      </Card>
      <Card title={heading(intl.formatMessage(billMessages.items))} style={{ marginTop: 24 }}>
        <BillItemsTable items={items} />
      </Card>
      <Card title={heading(intl.formatMessage(billMessages.totals))} style={{ marginTop: 24 }} className="bill-totals-card">
        <BillTotalsTable items={items} />
      </Card>
      <ResourceHistory resource={resource} record={bill} />
    </div>
  );
}
