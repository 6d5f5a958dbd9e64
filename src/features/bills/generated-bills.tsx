// The generation's answer: how many bills were made, and a link to each.
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { Bill } from '@/api/models';
import { RowLink } from '@/crud/row-link';
import { formatMoney } from '@/lib/money';
import { billPage, bills as billResource } from '@/resources/bills';
import { billValueMessages } from './bill-messages';

export function GeneratedBills({ bills, onOpen }: { bills: Bill[]; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      type={bills.length > 0 ? 'success' : 'info'}
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title={intl.formatMessage(billValueMessages.made, { count: bills.length })}
      description={
        bills.length > 0 && (
          // A link leaves the dialog: the click closes it on its way to the bill.
          <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 200, overflowY: 'auto' }} onClick={onOpen}>
            {bills.map((bill) => (
              <li key={bill.id}>
                <RowLink to={billPage(bill.id)}>{billResource.titleOf(bill, intl)}</RowLink> · {formatMoney(intl, bill.amount)}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
