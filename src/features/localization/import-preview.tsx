// What an import would do, before it is done: counts, the refused ids with the reason, and the
// choice to import or not.
import { Alert, Button, Descriptions, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { ImportPlan } from './translation-file';
import { previewTitle, transferMessages as m } from './transfer-messages';

interface Props {
  file: string;
  plan: ImportPlan;
  importing: boolean;
  progress: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ImportPreview({ file, plan, importing, progress, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const work = plan.add.length + plan.change.length;
  const refused = plan.refused.map(({ key, reason }) => `${key}: ${intl.formatMessage(reason === 'unknownId' ? m.unknownId : m.notWording)}`);
  return (
    <section aria-label={intl.formatMessage(previewTitle, { file })}>
      <Descriptions
        bordered
        size="small"
        column={1}
        title={intl.formatMessage(previewTitle, { file })}
        items={[
          { key: 'add', label: intl.formatMessage(m.add), children: plan.add.length },
          { key: 'change', label: intl.formatMessage(m.change), children: plan.change.length },
          { key: 'unchanged', label: intl.formatMessage(m.unchanged), children: plan.unchanged.length },
          {
            key: 'refused',
            label: intl.formatMessage(m.refused),
            children: refused.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 18, overflowWrap: 'anywhere' }}>
                {refused.map((line) => <li key={line}>{line}</li>)}
              </ul>
            ) : 0,
          },
        ]}
      />
      {work === 0 && <Alert style={{ marginTop: 12 }} type="info" showIcon title={intl.formatMessage(m.nothingToDo)} />}
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" loading={importing} disabled={work === 0} onClick={onConfirm}>
          {progress ?? intl.formatMessage(m.confirm)}
        </Button>
        <Button disabled={importing} onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </Space>
    </section>
  );
}
