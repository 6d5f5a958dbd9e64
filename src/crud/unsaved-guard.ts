// Leaving a form with unsaved changes asks first (in-app navigation and closing the tab).
import { useBlocker } from '@tanstack/react-router';
import { App } from 'antd';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { crudMessages } from './messages';

/** Returns `setDirty`; call setDirty(false) before navigating away after a save. */
export function useUnsavedGuard() {
  const intl = useIntl();
  const { modal } = App.useApp();
  const dirty = useRef(false);
  useBlocker({
    enableBeforeUnload: () => dirty.current,
    shouldBlockFn: () => {
      if (!dirty.current) return false;
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: intl.formatMessage(crudMessages.unsavedTitle),
          content: intl.formatMessage(crudMessages.unsavedText),
          okText: intl.formatMessage(crudMessages.leave),
          okButtonProps: { danger: true },
          cancelText: intl.formatMessage(crudMessages.stay),
          onOk: () => resolve(false),
          onCancel: () => resolve(true),
        });
      });
    },
  });
  return (value: boolean) => {
    dirty.current = value;
  };
}
