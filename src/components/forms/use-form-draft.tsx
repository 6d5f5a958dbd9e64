// A form's draft: written as the user types (one small sessionStorage write per change, no render),
// offered back when the form opens with a draft that differs from its initial values ("Restore" /
// "Discard"), and dropped once the form is saved or the draft discarded. No user, no draft.
import { useLocation } from '@tanstack/react-router';
import { Alert, Button, Space, type FormInstance } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSession } from '@/stores/session';
import { decodeDraft, draftKey, dropDraft, dropDrafts, encodeDraft, readDraft, writeDraft } from './form-draft';

const messages = defineMessages({
  offered: { id: 'forms.draft.offered', defaultMessage: 'You have unsaved changes from earlier.' },
  restore: { id: 'forms.draft.restore', defaultMessage: 'Restore' },
  discard: { id: 'forms.draft.discard', defaultMessage: 'Discard' },
});

interface Options {
  /** Top-level fields never kept (beside passwords and card data, which never are). */
  omit?: readonly string[];
  /** After Restore filled the form (e.g. mark it dirty for the unsaved-changes guard). */
  onRestored?: () => void;
}

export interface FormDraft<V> {
  /** The Restore / Discard notice, or null. */
  notice: ReactNode;
  /** Call with all the form's values on each change (antd's onValuesChange second argument). */
  save: (values: V) => void;
  /** The form was saved: the draft has done its job. */
  drop: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useFormDraft<V>(form: FormInstance<V>, initialValues: V, { omit, onRestored }: Options = {}): FormDraft<V> {
  const intl = useIntl();
  const userId = useSession((state) => state.user?.id);
  const pathname = useLocation({ select: (location) => location.pathname });
  const key = userId === undefined ? undefined : draftKey(userId, pathname);
  // Read once when the form opens; a draft equal to the initial values offers nothing.
  const [offered, setOffered] = useState(() => {
    if (key === undefined) return undefined;
    // Anyone else's drafts left in this tab (signed out on a page that had no form) go now.
    dropDrafts((id) => id !== userId);
    const draft = readDraft(key);
    if (draft === undefined) return undefined;
    if (same(draft, encodeDraft(initialValues, omit))) {
      dropDraft(key);
      return undefined;
    }
    return draft;
  });

  const save = useCallback((values: V) => key !== undefined && writeDraft(key, values, omit), [key, omit]);
  const drop = useCallback(() => key !== undefined && dropDraft(key), [key]);

  const restore = () => {
    form.setFieldsValue(decodeDraft(offered) as Parameters<typeof form.setFieldsValue>[0]);
    setOffered(undefined);
    onRestored?.();
  };
  const discard = () => {
    drop();
    setOffered(undefined);
  };

  const notice =
    offered === undefined ? null : (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={intl.formatMessage(messages.offered)}
        action={
          <Space wrap>
            <Button size="small" type="primary" onClick={restore}>
              {intl.formatMessage(messages.restore)}
            </Button>
            <Button size="small" onClick={discard}>
              {intl.formatMessage(messages.discard)}
            </Button>
          </Space>
        }
      />
    );
  return { notice, save, drop };
}
