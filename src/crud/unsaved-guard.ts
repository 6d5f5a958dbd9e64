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
  // One question per navigation, even if the router asks the blocker more than once.
  const asking = useRef<Promise<boolean> | undefined>(undefined);
  useBlocker({
    enableBeforeUnload: () => dirty.current,
    shouldBlockFn: () => {
      if (!dirty.current) return false;
      asking.current ??= new Promise<boolean>((resolve) => {
        modal.confirm({
          title: intl.formatMessage(crudMessages.unsavedTitle),
          content: intl.formatMessage(crudMessages.unsavedText),
          okText: intl.formatMessage(crudMessages.leave),
          okButtonProps: { danger: true },
          cancelText: intl.formatMessage(crudMessages.stay),
          // The safe answer (Stay) is the one Enter gives.
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => resolve(false),
          onCancel: () => resolve(true),
        });
      }).finally(() => {
        asking.current = undefined;
      });
      return asking.current;
    },
  });
  return (value: boolean) => {
    dirty.current = value;
  };
}
