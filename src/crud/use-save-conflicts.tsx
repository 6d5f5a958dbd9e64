// No lost update on a record's form: every save sends the `updated_at` of the version the form
// is based on (the contract's `_updated_at`). When someone saved the record since (412), the
// record as it is now is read and the conflict dialog offers the three-way merge; confirming puts
// the merge in the form and saves again over that version (a third change meanwhile opens the
// dialog again). When someone deleted it (404), the form keeps its values and says so, with
// "Create it again" for users who may create one. Nothing typed is lost either way.
import { useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, type FormInstance } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { unmodifiedSince } from '@/api/crud';
import { isStatus, StaleRecordError } from '@/api/errors';
import type { FieldDefinition } from '@/lib/field-definition';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { useSession } from '@/stores/session';
import { ConflictDialog } from './conflict-dialog';
import { conflictMessages, conflictValueMessages } from './conflict-messages';
import { crudMessages } from './messages';
import { can } from './permissions';
import { compareVersions, mergedFields, type FormValues, type SaveConflict } from './record-versions';

interface Options<T extends { id: number }, P> {
  resource: ResourceDefinition<T, P>;
  params: P;
  /** The form's fields. */
  fields: FieldDefinition<T>[];
  /** The record the form was opened with (none: a create form, which never updates). */
  record: T | undefined;
  form: FormInstance<FormValues>;
  /** The merge was put in the form (programmatically: antd does not call onValuesChange). */
  onMerged: () => void;
  /** Cancel closed the dialog: the focus goes back to the form (its Save button). */
  onCancelled: () => void;
}

export interface SaveConflicts<T> {
  /** PUT with the version's stamp: the saved record, or undefined when the dialog or the deleted notice took over. */
  update: (input: FormValues, values: FormValues) => Promise<T | undefined>;
  /** True once after "Create it again" sent the form: the save creates the record anew. */
  takeRecreate: () => boolean;
  /** After the record was created again: "Saved." and its page. */
  recreated: (saved: T) => Promise<void>;
  /** The deleted-meanwhile notice above the form, or nothing; `busy` while the form is saving. */
  notice: (busy: boolean) => ReactNode;
  dialog: ReactNode;
}

export function useSaveConflicts<T extends { id: number }, P>(options: Options<T, P>): SaveConflicts<T> {
  const { resource, params, fields, record, form, onMerged, onCancelled } = options;
  const intl = useIntl();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const user = useSession((state) => state.user);
  // The version the next save is based on: the loaded record, then each merged one.
  const base = useRef(record);
  const recreating = useRef(false);
  const [shown, setShown] = useState<{ conflict: SaveConflict<T>; open: boolean; key: number }>();
  const [gone, setGone] = useState(false);
  const entity = intl.formatMessage(resource.labels.entity);
  const name = record ? resource.titleOf(record, intl) : '';

  const update = async (input: FormValues, values: FormValues): Promise<T | undefined> => {
    setGone(false);
    try {
      const stamp = (base.current as { updated_at?: unknown } | undefined)?.updated_at;
      return await resource.api.update!(record!.id, unmodifiedSince(input, stamp), params);
    } catch (error) {
      if (!(error instanceof StaleRecordError) && !isStatus(error, 404)) throw error;
      // The record as this resource reads it (a user's roles come with it), else the 412's.
      const theirs = error instanceof StaleRecordError ? await readAgain(error.current).catch(goneOr) : undefined;
      if (theirs === undefined) {
        setGone(true);
        return undefined;
      }
      const conflict = compareVersions(resource, fields, base.current!, theirs, values);
      base.current = theirs;
      if (Object.values(conflict.outcomes).some((outcome) => outcome === 'theirs' || outcome === 'conflict')) {
        setShown((old) => ({ conflict, open: true, key: (old?.key ?? 0) + 1 }));
        return undefined;
      }
      // Nothing of theirs is in this form's fields: saved again over their version, as it is.
      return update(input, values);
    }
  };
  const readAgain = async (current: unknown): Promise<T> => (resource.api.get ? resource.api.get(record!.id, params) : (current as T));
  const goneOr = (error: unknown): undefined => {
    if (isStatus(error, 404)) return undefined;
    throw error;
  };

  const close = () => setShown((old) => old && { ...old, open: false });
  const dialog = shown && (
    <ConflictDialog
      key={shown.key}
      open={shown.open}
      conflict={shown.conflict}
      resource={resource}
      fields={fields}
      entity={entity}
      name={name}
      onCancel={() => {
        // The next save meets their version again: the dialog comes back with it.
        base.current = shown.conflict.base;
        close();
        // Once the dialog has let go of the focus (its trap ends with the render that closes it).
        setTimeout(onCancelled);
      }}
      onConfirm={(choices) => {
        form.setFields(mergedFields(resource, fields, shown.conflict, choices));
        onMerged();
        close();
        form.submit();
      }}
    />
  );

  const mayRecreate = can(user, resource, 'create');
  const recreate = () => {
    recreating.current = true;
    form.submit();
  };
  const notice = (busy: boolean) => gone && (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={intl.formatMessage(conflictValueMessages.goneTitle, { entity, name })}
      description={
        // The action under the words, not beside them: a phone would leave the words a narrow column.
        <>
          {intl.formatMessage(conflictMessages.goneText)}
          {mayRecreate && (
            <div style={{ marginTop: 8 }}>
              <Button size="small" onClick={recreate} disabled={busy}>
                {intl.formatMessage(conflictMessages.recreate)}
              </Button>
            </div>
          )}
        </>
      }
    />
  );

  return {
    update,
    takeRecreate: () => {
      const taken = recreating.current;
      recreating.current = false;
      return taken;
    },
    recreated: async (saved) => {
      setGone(false);
      void message.success(intl.formatMessage(crudMessages.saved));
      await navigate({ to: resource.routes.record?.(saved, params) ?? resource.routes.list(params) });
    },
    notice,
    dialog,
  };
}
