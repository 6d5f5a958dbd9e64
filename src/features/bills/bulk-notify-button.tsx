// The list's "Notify selected (n)": e-mails each selected bill to its billable.
import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import type { Bill } from '@/api/models';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/stores/session';
import { billValueMessages } from './bill-messages';
import { useBillActions } from './use-bill-actions';

function BulkNotifyButton({ selected }: { selected: Bill[] }) {
  const intl = useIntl();
  const actions = useBillActions();
  if (selected.length === 0) return null;
  return (
    <Button icon={<MailOutlined aria-hidden />} loading={actions.busy === 'notify'} onClick={() => void actions.notify(selected)}>
      {intl.formatMessage(billValueMessages.notifySelected, { count: selected.length })}
    </Button>
  );
}

const notifySelected = (selected: Bill[]) => <BulkNotifyButton selected={selected} />;

/** The list's actions on its selection: notify, for users who may (bills.update); none otherwise. */
export function useBillSelectionActions() {
  const canNotify = useSession((state) => hasPermission(state.user, 'bills.update'));
  return canNotify ? notifySelected : undefined;
}
