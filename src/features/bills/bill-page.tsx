// /admin/bills/{id}: who, period, amount, notified, paid; its totals per cost category (the bill's
// own); its items a page at a time, as a list of the engine whose state is the URL's (a bill may
// hold thousands); mark paid / unpaid, notify, delete and print. Printed (bill-print.css), it is
// the bill alone on A4, every item of it (use-bill-print.tsx): no navigation, no controls.
import { CheckOutlined, DeleteOutlined, MailOutlined, PrinterOutlined, UndoOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Bill, BillItem } from '@/api/models';
import type { ListSearch } from '@/crud/list-search';
import { useUrlListState } from '@/crud/list-page';
import { ListView } from '@/crud/list-view';
import type { PageOf } from '@/lib/resource-definition';
import { deleteWords } from '@/crud/messages';
import { useActiveResource } from '@/crud/active-resource';
import { PageHeader } from '@/crud/page-header';
import { ResourceHistory } from '@/crud/record-history';
import { useCan } from '@/crud/permissions';
import { recordCrumbs } from '@/crud/record-crumbs';
import { useDeleteRecords } from '@/crud/use-delete';
import { bills } from '@/resources/bills';
import { billItems, billItemsSearch } from './bill-items-resource';
import { BillItemsTable, BillTotalsTable } from './bill-items-table';
import { billMessages } from './bill-messages';
import { BillSummary } from './bill-summary';
import { useBillActions } from './use-bill-actions';
import { useBillPrint } from './use-bill-print';
import './bill-print.css';

const NO_PARAMS = {};
const heading = (text: string) => <h2 style={{ fontSize: '1rem', margin: 0 }}>{text}</h2>;

function BillActions({ bill, print, printing }: { bill: Bill; print: () => void; printing: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const actions = useBillActions();
  const can = useCan(bills);
  const deleteRecords = useDeleteRecords(bills, NO_PARAMS);
  const back = bills.routes.list(NO_PARAMS);
  return (
    <div className="bill-no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button icon={<PrinterOutlined aria-hidden />} loading={printing} onClick={print}>
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

interface Props {
  bill: Bill;
  /** The page of items the URL asks for. */
  items: PageOf<BillItem>;
  search: ListSearch;
}

export function BillPage({ bill, items, search }: Props) {
  const intl = useIntl();
  const title = bills.titleOf(bill, intl);
  const resource = useActiveResource(bills); // "My bills" in the trail of someone who reads only their own
  const { loading, onSearchChange } = useUrlListState(items, search, false);
  const printing = useBillPrint(bill);
  const params = useMemo(() => ({ billId: bill.id }), [bill.id]);
  const actions = <BillActions bill={bill} print={printing.print} printing={printing.busy} />;
  return (
    <div className="bill-sheet l-print-sheet">
      <PageHeader crumbs={recordCrumbs(intl, resource, NO_PARAMS, undefined, title)} title={title} actions={actions} />
      <Card title={heading(intl.formatMessage(billMessages.details))}>
        <BillSummary bill={bill} />
      </Card>
      <Card title={heading(intl.formatMessage(billMessages.totals))} style={{ marginTop: 24 }} className="bill-totals-card">
        <BillTotalsTable bill={bill} />
      </Card>
      <Card title={heading(intl.formatMessage(billMessages.items))} style={{ marginTop: 24 }}>
        <div className="bill-no-print">
          <ListView resource={billItems} params={params} page={items} search={billItemsSearch(search)} onSearchChange={onSearchChange} loading={loading} />
        </div>
        {printing.items && (
          <div className="bill-print-only">
            <BillItemsTable items={printing.items} />
          </div>
        )}
      </Card>
      {printing.dialog}
      <ResourceHistory resource={resource} record={bill} />
    </div>
  );
}
