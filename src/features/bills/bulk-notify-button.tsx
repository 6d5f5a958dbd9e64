// The list's "Notify selected (n)": e-mails each selected bill to its billable.
import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import type { Bill } from '@/api/models';
import { billValueMessages } from './bill-messages';
import { useBillActions } from './use-bill-actions';

export function BulkNotifyButton({ selected }: { selected: Bill[] }) {
  const intl = useIntl();
  const actions = useBillActions();
  if (!actions.canUpdate || selected.length === 0) return null;
  return (
    <Button icon={<MailOutlined aria-hidden />} loading={actions.busy === 'notify'} onClick={() => void actions.notify(selected)}>
      {intl.formatMessage(billValueMessages.notifySelected, { count: selected.length })}
    </Button>
  );
}
