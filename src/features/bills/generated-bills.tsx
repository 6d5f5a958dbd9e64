// The generation's answer, type by type: how many bills were made with a link to each, or that the
// period was billed already, or why that type failed.
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { billTypeNames } from '@/components/names';
import { describeError } from '@/components/error-messages';
import { RowLink } from '@/crud/row-link';
import { formatMoney } from '@/lib/money';
import { billPage, bills as billResource } from '@/resources/bills';
import { billValueMessages } from './bill-messages';
import type { TypeReport } from './generate-run';

const LINE = { margin: 0 };

function TypeLine({ report, onOpen, named }: { report: TypeReport; onOpen: () => void; named: boolean }) {
  const intl = useIntl();
  const type = intl.formatMessage(billTypeNames[report.type]);
  const line = (text: string) => (named ? intl.formatMessage(billValueMessages.ofType, { type, text }) : text);
  if ('exists' in report) return <p style={LINE}>{line(intl.formatMessage(billValueMessages.typeExists))}</p>;
  if ('error' in report) return <p style={LINE}>{line(intl.formatMessage(billValueMessages.typeFailed, { reason: describeError(report.error, intl) }))}</p>;
  return (
    <>
      <p style={LINE}>{line(intl.formatMessage(billValueMessages.made, { count: report.made.length }))}</p>
      {report.made.length > 0 && (
        // A link leaves the dialog: the click closes it on its way to the bill.
        <ul style={{ margin: '0 0 8px', paddingInlineStart: 20, maxHeight: 200, overflowY: 'auto' }} onClick={onOpen}>
          {report.made.map((bill) => (
            <li key={bill.id}>
              <RowLink to={billPage(bill.id)}>{billResource.titleOf(bill, intl)}</RowLink> · {formatMoney(intl, bill.amount)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function GeneratedBills({ reports, onOpen }: { reports: TypeReport[]; onOpen: () => void }) {
  const made = reports.some((report) => 'made' in report && report.made.length > 0);
  const failed = reports.some((report) => 'error' in report);
  return (
    <Alert
      type={failed ? 'warning' : made ? 'success' : 'info'}
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={
        <div>
          {reports.map((report) => (
            <TypeLine key={report.type} report={report} onOpen={onOpen} named={reports.length > 1} />
          ))}
        </div>
      }
    />
  );
}
