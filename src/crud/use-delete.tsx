// Deleting records: a confirmation first, then the calls; a failure says 'Failed to delete
// {entity}' in a dialog with the reason. Returns true when every record went.
import { useRouter } from '@tanstack/react-router';
import { App } from 'antd';
import { useIntl } from 'react-intl';
import { describeError } from '@/components/error-messages';
import { crudMessages, crudValueMessages, failureMessages } from './messages';
import type { ResourceDefinition } from '@/lib/resource-definition';

export function useDeleteRecords<T extends { id: number }, P>(resource: ResourceDefinition<T, P>, params: P) {
  const intl = useIntl();
  const router = useRouter();
  const { modal, message } = App.useApp();
  const entity = intl.formatMessage(resource.labels.entity);

  return (records: T[], onDone?: () => void | Promise<void>) => {
    const remove = resource.api.remove;
    if (!remove || records.length === 0) return;
    const [first] = records;
    const title =
      records.length === 1 && first
        ? intl.formatMessage(crudValueMessages.confirmDelete, { entity, name: resource.titleOf(first) })
        : intl.formatMessage(crudValueMessages.confirmDeleteMany, { count: records.length, entity });
    modal.confirm({
      title,
      content: intl.formatMessage(crudMessages.confirmDeleteText),
      okText: intl.formatMessage(crudMessages.delete),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(crudMessages.cancel),
      onOk: async () => {
        try {
          for (const record of records) await remove(record, params);
          void message.success(intl.formatMessage(crudMessages.deleted));
          await onDone?.();
        } catch (error) {
          modal.error({ title: intl.formatMessage(failureMessages.delete, { entity }), content: describeError(error, intl) });
        } finally {
          await router.invalidate();
        }
      },
    });
  };
}
