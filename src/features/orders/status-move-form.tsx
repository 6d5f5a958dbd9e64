// Staff's move of an order or an item: one of the legal next statuses and a comment for the customer.
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { orderStatusLabels } from '@/components/ordering/order-status';
import { lengthCount } from '@/components/forms/length-count';
import { crudValueMessages, ruleMessages } from '@/crud/messages';
import type { OrderStatus } from '@/lib/order-status';
import { orderMessages } from './order-messages';

/** The contract's limit of a status comment. */
const COMMENT_MAX = 500;

export interface StatusMove {
  status: OrderStatus;
  status_comment: string | null;
}

interface Props {
  /** The statuses the table allows staff from here (never empty). */
  choices: OrderStatus[];
  /** Rejects when the move failed: the caller says why, the form keeps its values. */
  onMove: (move: StatusMove) => Promise<void>;
}

export function StatusMoveForm({ choices, onMove }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<{ status?: OrderStatus; comment?: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ status, comment }: { status?: OrderStatus; comment?: string }) => {
    if (!status) return;
    setSaving(true);
    try {
      await onMove({ status, status_comment: comment?.trim() || null });
      form.resetFields();
    } catch {
      // The caller has shown the failure; the values stay for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} disabled={saving} style={{ maxWidth: 480 }}>
      <Form.Item name="status" label={intl.formatMessage(orderMessages.newStatus)} rules={[{ required: true, message: intl.formatMessage(ruleMessages.selectOne) }]}>
        <Select options={choices.map((status) => ({ value: status, label: intl.formatMessage(orderStatusLabels[status]) }))} />
      </Form.Item>
      <Form.Item name="comment" label={intl.formatMessage(orderMessages.statusComment)} rules={[{ max: COMMENT_MAX, message: intl.formatMessage(crudValueMessages.tooLong, { max: COMMENT_MAX }) }]}>
        <Input.TextArea count={lengthCount(COMMENT_MAX)} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {intl.formatMessage(orderMessages.move)}
      </Button>
    </Form>
  );
}
