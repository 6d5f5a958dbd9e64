// The generation's form: a type or every type (the default) and a period (the past month unless
// chosen otherwise), with the list's date presets and which types the period has bills of already. Its values live in the dialog's form, so a failure or closing keeps them.
import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import type { BillType } from '@/api/models';
import { DateRangePickerField } from '@/components/forms/date-picker-field';
import { focusablePresets, popupBesideField } from '@/crud/date-range-filter';
import { presetRange } from '@/lib/date-presets';
import { BILL_TYPE_OPTIONS } from '@/resources/bills';
import { billMessages } from './bill-messages';
import { BilledAlready } from './billed-already';

export interface GenerateValues {
  /** One type, or every type of the period in one run. */
  type: BillType | 'ALL';
  period: [Dayjs, Dayjs];
}

export const initialGenerateValues = (): GenerateValues => ({ type: 'ALL', period: presetRange('pastMonth') });

const PRESETS = ['pastMonth', 'currentMonth'] as const;

/** The period's types already billed are asked for again after a run (`version`). */
export function GenerateBillsFields({ version }: { version: number }) {
  const intl = useIntl();
  const periodLabel = intl.formatMessage(billMessages.period);
  return (
    <>
      <Form.Item name="type" label={intl.formatMessage(billMessages.type)} rules={[{ required: true }]}>
        <Select
          options={[
            { value: 'ALL', label: intl.formatMessage(billMessages.allTypes) },
            ...BILL_TYPE_OPTIONS.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) })),
          ]}
        />
      </Form.Item>
      <Form.Item name="period" label={periodLabel} rules={[{ required: true, message: intl.formatMessage(billMessages.periodRequired) }]}>
        <DateRangePickerField
          allowClear={false}
          aria-label={periodLabel}
          ends={[intl.formatMessage(billMessages.periodFrom), intl.formatMessage(billMessages.periodTill)]}
          getPopupContainer={popupBesideField}
          presets={focusablePresets(intl, PRESETS)}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <BilledAlready version={version} />
    </>
  );
}
