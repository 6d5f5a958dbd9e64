// On a language's page: its translations as a JSON file of message id → wording. Export writes
// the file; import reads one, shows what it would add, change and refuse, and does it on confirm.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useRouter } from '@tanstack/react-router';
import { Alert, Button, Card, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@/api/models';
import { ErrorAlert } from '@/components/error-alert';
import { fetchAllRows } from '@/crud/csv-export';
import { downloadFile } from '@/lib/download';
import { DEFAULT_LOCALE } from '@/lib/locale';
import { hasPermission } from '@/lib/permissions';
import { texts } from '@/resources/texts';
import { translations } from '@/resources/translations';
import { useSession } from '@/stores/session';
import { applyImport, type ImportResult } from './apply-import';
import { ImportPreview } from './import-preview';
import { exportFile, planImport, readFile, type ImportPlan } from './translation-file';
import { failedKeys, progressMessage, resultMessage, transferMessages as m } from './transfer-messages';

const MAX_BYTES = 1_000_000;

async function loadWordings(language: Language) {
  const [allTexts, ofLanguage] = await Promise.all([
    fetchAllRows(texts, {}, {}),
    fetchAllRows(translations, {}, { filters: { language_id: [String(language.id)] } }),
  ]);
  return { allTexts, ofLanguage, isDefault: language.code === DEFAULT_LOCALE };
}

type Failure = { title: string; error?: unknown };

export function TranslationTransfer({ language }: { language: Language }) {
  const intl = useIntl();
  const router = useRouter();
  const user = useSession((state) => state.user);
  const [busy, setBusy] = useState<'export' | 'read' | 'import'>();
  const [failure, setFailure] = useState<Failure>();
  const [pending, setPending] = useState<{ file: string; plan: ImportPlan }>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [result, setResult] = useState<ImportResult & { refused: number }>();
  if (!hasPermission(user, 'texts.view') || !hasPermission(user, 'translations.view')) return null;
  const canImport = hasPermission(user, 'translations.create') && hasPermission(user, 'translations.update');

  const start = (kind: typeof busy) => {
    setBusy(kind);
    setFailure(undefined);
    setResult(undefined);
  };

  const exportNow = async () => {
    start('export');
    try {
      const { allTexts, ofLanguage, isDefault } = await loadWordings(language);
      const file = exportFile(allTexts, ofLanguage, isDefault);
      downloadFile(`lunch-translations-${language.code}.json`, [`${JSON.stringify(file, null, 2)}\n`], 'application/json');
    } catch (error) {
      setFailure({ title: intl.formatMessage(m.exportFailed), error });
    } finally {
      setBusy(undefined);
    }
  };

  const read = async (file: File) => {
    start('read');
    setPending(undefined);
    try {
      const content = file.size > MAX_BYTES ? undefined : readFile(await file.text());
      if (!content) {
        setFailure({ title: intl.formatMessage(file.size > MAX_BYTES ? m.tooBig : m.notJson) });
        return;
      }
      const { allTexts, ofLanguage, isDefault } = await loadWordings(language);
      setPending({ file: file.name, plan: planImport(content, allTexts, ofLanguage, isDefault) });
    } catch (error) {
      setFailure({ title: intl.formatMessage(m.readFailed), error });
    } finally {
      setBusy(undefined);
    }
  };

  // The file is read here, never uploaded as it is: false stops antd's upload.
  const readInstead = (file: File) => {
    void read(file);
    return false;
  };

  const importNow = async (plan: ImportPlan) => {
    start('import');
    const done = await applyImport(plan, language.id, (count, total) => setProgress({ done: count, total }));
    setProgress(undefined);
    setPending(undefined);
    setBusy(undefined);
    setResult({ ...done, refused: plan.refused.length });
    await router.invalidate();
  };

  return (
    <Card title={intl.formatMessage(m.title)} style={{ marginTop: 16 }}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{intl.formatMessage(m.intro)}</Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'export'} disabled={Boolean(busy) && busy !== 'export'} onClick={() => void exportNow()}>
            {intl.formatMessage(m.export)}
          </Button>
          {canImport && (
            <Upload accept=".json,application/json" showUploadList={false} disabled={Boolean(busy)} beforeUpload={readInstead}>
              <Button icon={<UploadOutlined aria-hidden />} loading={busy === 'read'} disabled={Boolean(busy) && busy !== 'read'}>
                {intl.formatMessage(m.import)}
              </Button>
            </Upload>
          )}
        </Space>
        {failure && (failure.error ? <ErrorAlert title={failure.title} error={failure.error} /> : <Alert type="error" showIcon role="alert" title={failure.title} />)}
        {pending && (
          <ImportPreview
            file={pending.file}
            plan={pending.plan}
            importing={busy === 'import'}
            progress={progress && intl.formatMessage(progressMessage, progress)}
            onConfirm={() => void importNow(pending.plan)}
            onCancel={() => setPending(undefined)}
          />
        )}
        {result && (
          <Alert
            type={result.failed.length ? 'warning' : 'success'}
            showIcon
            role="status"
            title={intl.formatMessage(resultMessage, { added: result.added, changed: result.changed, refused: result.refused })}
            description={result.failed.length ? intl.formatMessage(failedKeys, { keys: result.failed.join(', ') }) : undefined}
          />
        )}
      </Space>
    </Card>
  );
}
