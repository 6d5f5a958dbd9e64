// The dialog of a save that met someone else's save (no lost update): the fields both changed, each
// with a choice between mine and theirs (values shown as the details view shows them), shortcuts
// for all of them, and the fields only they changed, which are taken. Confirm puts the merge in the
// form and saves again; Cancel leaves the form as it was. The first choice (else Confirm) has the
// focus when it opens (at once, inside antd's focus trap: not after its zoom, which jsdom never ends).
import { Button, Modal, Radio, Space } from 'antd';
import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDisplay, valueAt } from './field-format';
import { conflictMessages, conflictValueMessages } from './conflict-messages';
import { crudMessages } from './messages';
import { useReferenceChoices } from './reference-choices';
import { fieldsWith, inputOf, yoursAsRecord, type FormValues, type SaveConflict, type ValuePreparation } from './record-versions';
import type { MergeSide } from './three-way-merge';
import type { FieldDefinition } from '@/lib/field-definition';
import './conflict-dialog.css';

interface Props<T> {
  open: boolean;
  conflict: SaveConflict<T>;
  resource: ValuePreparation;
  fields: FieldDefinition<T>[];
  entity: string;
  name: string;
  onConfirm: (choices: Record<string, MergeSide>) => void;
  onCancel: () => void;
}

export function ConflictDialog<T>({ open, conflict, resource, fields, entity, name, onConfirm, onCancel }: Props<T>) {
  const intl = useIntl();
  const id = useId();
  const both = fieldsWith(fields, conflict, 'conflict');
  const taken = fieldsWith(fields, conflict, 'theirs');
  const [choices, setChoices] = useState<Record<string, MergeSide>>(() => Object.fromEntries(both.map((field) => [field.name, 'yours'])));
  const choose = (side: MergeSide) => setChoices(Object.fromEntries(both.map((field) => [field.name, side])));
  const yours = yoursAsRecord(resource, fields, conflict);
  const yoursInput = inputOf(resource, fields, conflict.yours);
  // Its content is drawn once antd's portal is in place (after this component's effects).
  const focusFirst = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const target = node.querySelector<HTMLElement>('input[type="radio"]:checked') ?? node.closest('.ant-modal')?.querySelector<HTMLElement>('.l-conflict-confirm');
    target?.focus();
  }, []);

  return (
    <Modal
      open={open}
      title={intl.formatMessage(conflictMessages.title)}
      width={640}
      destroyOnHidden
      onCancel={onCancel}
      focusable={{ focusTriggerAfterClose: false }}
      footer={
        <Space wrap className="l-conflict-footer">
          <Button onClick={onCancel}>{intl.formatMessage(crudMessages.cancel)}</Button>
          <Button className="l-conflict-confirm" type="primary" onClick={() => onConfirm(choices)}>
            {intl.formatMessage(conflictMessages.confirm)}
          </Button>
        </Space>
      }
    >
      <div ref={focusFirst} className="l-conflict">
        <p>{intl.formatMessage(conflictValueMessages.intro, { entity, name })}</p>
        {both.length > 0 && (
          <section aria-labelledby={`${id}-both`}>
            <div className="l-conflict-heading">
              <h2 id={`${id}-both`}>{intl.formatMessage(conflictMessages.bothChanged)}</h2>
              <Space wrap size="small">
                <Button size="small" onClick={() => choose('yours')}>{intl.formatMessage(conflictMessages.keepAllMine)}</Button>
                <Button size="small" onClick={() => choose('theirs')}>{intl.formatMessage(conflictMessages.takeAllTheirs)}</Button>
              </Space>
            </div>
            {both.map((field) => (
              <div key={field.name} className="l-conflict-field">
                <div id={`${id}-${field.name}`} className="l-conflict-label">{intl.formatMessage(field.label)}</div>
                <Radio.Group
                  vertical
                  name={`${id}-${field.name}-choice`}
                  aria-labelledby={`${id}-${field.name}`}
                  value={choices[field.name]}
                  onChange={(event) => setChoices({ ...choices, [field.name]: event.target.value as MergeSide })}
                >
                  <Radio value="yours">
                    <span className="l-conflict-side">{intl.formatMessage(conflictMessages.keepMine)}</span>{' '}
                    <FieldValue field={field} record={yours} value={valueAt(yoursInput, field.name)} values={conflict.yours} mine />
                  </Radio>
                  <Radio value="theirs">
                    <span className="l-conflict-side">{intl.formatMessage(conflictMessages.takeTheirs)}</span>{' '}
                    <FieldValue field={field} record={conflict.theirs} value={valueAt(conflict.theirs, field.name)} values={conflict.yours} />
                  </Radio>
                </Radio.Group>
              </div>
            ))}
          </section>
        )}
        {taken.length > 0 && (
          <section aria-labelledby={`${id}-taken`}>
            <h2 id={`${id}-taken`} className="l-conflict-heading">{intl.formatMessage(conflictMessages.taken)}</h2>
            <dl className="l-conflict-taken">
              {taken.map((field) => (
                <div key={field.name}>
                  <dt>{intl.formatMessage(field.label)}</dt>
                  <dd><FieldValue field={field} record={conflict.theirs} value={valueAt(conflict.theirs, field.name)} values={conflict.yours} /></dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </Modal>
  );
}

interface ValueProps<T> {
  field: FieldDefinition<T>;
  record: T;
  value: unknown;
  values: FormValues;
  /** The form's value: a reference's name is looked up (the record names the saved one). */
  mine?: boolean;
}

/** A value as the details view shows it; a picked record by its name among the field's choices. */
function FieldValue<T>({ field, record, value, values, mine }: ValueProps<T>) {
  const intl = useIntl();
  const text = field.reference && (mine || !field.display) ? <ChoiceNames field={field} value={value} values={values} /> : formatDisplay(intl, field, record);
  return <span className="l-conflict-value">{text}</span>;
}

function ChoiceNames<T>({ field, value, values }: { field: FieldDefinition<T>; value: unknown; values: FormValues }) {
  const intl = useIntl();
  const { choices, loading } = useReferenceChoices(field.reference, '', null, () => values);
  const ids = (Array.isArray(value) ? value : [value]).filter((item): item is string | number => item !== null && item !== undefined);
  if (ids.length === 0) return intl.formatMessage(crudMessages.none);
  return ids.map((item) => choices.find((choice) => choice.value === item)?.label ?? (loading ? '…' : `#${item}`)).join(', ');
}
