// The generation's form: a type and a period (the past month unless chosen otherwise), with the
// list's date presets. Its values live in the dialog's form, so a failure or closing keeps them.
import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import type { BillType } from '@/api/models';
import { DateRangePickerField } from '@/components/forms/date-picker-field';
import { focusablePresets, popupBesideField } from '@/crud/date-range-filter';
import { presetRange } from '@/lib/date-presets';
import { BILL_TYPE_OPTIONS } from '@/resources/bills';
import { billMessages } from './bill-messages';

export interface GenerateValues {
  type: BillType;
  period: [Dayjs, Dayjs];
}

export const initialGenerateValues = (): GenerateValues => ({ type: 'USER', period: presetRange('pastMonth') });

const PRESETS = ['pastMonth', 'currentMonth'] as const;

export function GenerateBillsFields() {
  const intl = useIntl();
  const periodLabel = intl.formatMessage(billMessages.period);
  return (
    <>
      <Form.Item name="type" label={intl.formatMessage(billMessages.type)} rules={[{ required: true }]}>
        <Select options={BILL_TYPE_OPTIONS.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }))} />
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
    </>
  );
}
