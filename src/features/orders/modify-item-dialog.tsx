// The customer's change of an item: quantity and payer (both required, spec §8's message).
import { Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderItem, Payer } from '@/api/models';
import { NumberInput } from '@/components/forms/number-input';
import { orderingMessages, payerLabels } from '@/components/ordering/ordering-messages';
import { FEATURES } from '@/lib/feature-tree';
import { useFeature } from '@/stores/features';
import { orderMessages } from './order-messages';

interface Props {
  item: OrderItem;
  onSave: (change: { quantity: number; payer: Payer }) => Promise<void>;
  onClose: () => void;
}

export function ModifyItemDialog({ item, onSave, onClose }: Props) {
  const intl = useIntl();
  const payerOn = useFeature(FEATURES.payer);
  const [form] = Form.useForm<{ quantity?: number; payer?: Payer }>();
  const [saving, setSaving] = useState(false);
  const required = [{ required: true, message: intl.formatMessage(orderingMessages.quantityAndPayer) }];
  const submit = async ({ quantity, payer }: { quantity?: number; payer?: Payer }) => {
    if (!quantity || !payer) return;
    setSaving(true);
    try {
      await onSave({ quantity, payer });
      onClose();
    } catch {
      // The failure dialog is shown; the dialog stays open with the values.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${intl.formatMessage(orderMessages.modifyTitle)} · ${item.description}`}
      okText={intl.formatMessage(orderMessages.modifySubmit)}
      okButtonProps={{ htmlType: 'submit', form: `modify-item-${item.id}`, loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{intl.formatMessage(orderMessages.modifyHelp)}</p>
      <Form
        id={`modify-item-${item.id}`}
        form={form}
        layout="vertical"
        initialValues={{ quantity: item.quantity, payer: item.payer }}
        onFinish={(values) => void submit(values)}
        disabled={saving}
      >
        <Form.Item name="quantity" label={intl.formatMessage(orderingMessages.quantity)} rules={required}>
          <NumberInput min={1} max={20} precision={0} />
        </Form.Item>
        {payerOn && (
          <Form.Item name="payer" label={intl.formatMessage(orderingMessages.payer)} rules={required}>
            <Radio.Group
              options={(['USER', 'TENANT'] as const).map((payer) => ({ value: payer, label: intl.formatMessage(payerLabels[payer]) }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
