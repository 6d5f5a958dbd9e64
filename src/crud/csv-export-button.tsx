// The list's "Export CSV": every row of the list's current state (csv-export.ts). A list of more
// than one page shows a dialog counting the rows written ("12,000 of 28,581 rows") with Cancel; a
// failure midway is said there and gives no file. A large list goes straight to a file the person
// chooses, where the browser allows it (lib/file-sink.ts); else the file is saved once whole. A
// backend that writes the file itself (the page's `meta.export_url`) is asked for it instead.
import { PasswordConfirmationCanceled } from '@/api/errors';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/error-alert';
import type { ResourceDefinition } from '@/lib/resource-definition';
import { listedFields } from './columns';
import { getConfig } from '@/lib/config';
import { backendFileUrl, downloadFromUrl, openFileSink } from '@/lib/file-sink';
import { csvFile, EXPORT_PAGE_SIZE, exportListCsv, type ExportProgress } from './csv-export';
import type { ListSearch } from './list-search';
import { crudMessages } from './messages';

const exportMessages = defineMessages({
  cancel: { id: 'crud.export.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'crud.export.failed', defaultMessage: 'The export stopped: no file was saved.' },
});
const titleMessage = defineMessage<{ list: string }>({ id: 'crud.export.title', defaultMessage: 'Exporting {list}' });
const progressMessage = defineMessage<{ written: number; total: number }>({
  id: 'crud.export.progress',
  defaultMessage: '{written, number} of {total, number} rows',
});

interface Props<T extends { id: number }, P> {
  resource: ResourceDefinition<T, P>;
  params: P;
  search: ListSearch;
  /** The ids of the shown columns: the file's columns. */
  visibleColumns: string[];
  /** The list's row count, when known: a large list is written to disk as it comes. */
  total?: number;
  /** The backend's own file of the list, when it offers one (`meta.export_url`). */
  exportUrl?: string;
}

/** From this many rows on, the file is written to disk as it is made (where the browser allows). */
export const STREAM_FROM_ROWS = 10_000;

interface Run {
  progress: ExportProgress;
  error?: unknown;
}

export function CsvExportButton<T extends { id: number }, P>({ resource, params, search, visibleColumns, total: rows, exportUrl }: Props<T, P>) {
  const intl = useIntl();
  const [run, setRun] = useState<Run>();
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const cancel = () => {
    controller.current?.abort();
    controller.current = undefined;
    setRun(undefined);
  };

  const start = async () => {
    if (controller.current) return;
    const serverFile = backendFileUrl(exportUrl, getConfig().backendUrl);
    if (serverFile) return downloadFromUrl(serverFile);
    const current = new AbortController();
    controller.current = current;
    setRun({ progress: { written: 0, total: 0 } });
    // First, while the click's activation lasts: the save dialog of a large list.
    const sink = await openFileSink(`${resource.key}.csv`, csvFile(intl), (rows ?? 0) >= STREAM_FROM_ROWS);
    if (!sink) {
      controller.current = undefined;
      setRun(undefined);
      return;
    }
    const fields = listedFields(resource.fields).filter((field) => visibleColumns.includes(field.name));
    try {
      await exportListCsv(intl, resource, params, search, fields, {
        sink,
        signal: current.signal,
        onProgress: (progress) => setRun({ progress }),
      });
      if (current.signal.aborted) throw new DOMException('The export was canceled.', 'AbortError');
      await sink.close();
      controller.current = undefined;
      setRun(undefined);
    } catch (error) {
      await sink.abort().catch(() => undefined);
      if (current.signal.aborted) return;
      controller.current = undefined;
      if (error instanceof PasswordConfirmationCanceled) setRun(undefined);
      else setRun((old) => ({ progress: old?.progress ?? { written: 0, total: 0 }, error }));
    }
  };

  const failed = run?.error !== undefined;
  // A list of one page is written at once: no dialog for it, unless it failed.
  const open = run !== undefined && (failed || run.progress.total > EXPORT_PAGE_SIZE);
  const { written, total } = run?.progress ?? { written: 0, total: 0 };
  return (
    <>
      <Button icon={<DownloadOutlined aria-hidden />} loading={run !== undefined && !failed} onClick={() => void start()}>
        {intl.formatMessage(crudMessages.exportCsv)}
      </Button>
      <Modal
        open={open}
        title={intl.formatMessage(titleMessage, { list: intl.formatMessage(resource.labels.plural) })}
        onCancel={cancel}
        mask={{ closable: false }}
        destroyOnHidden
        footer={<Button onClick={cancel}>{intl.formatMessage(exportMessages.cancel)}</Button>}
      >
        {failed ? (
          <ErrorAlert error={run.error} title={intl.formatMessage(exportMessages.failed)} onRetry={() => void start()} />
        ) : (
          <>
            <Progress percent={total > 0 ? Math.floor((written / total) * 100) : 0} showInfo={false} aria-hidden />
            <p role="status">{intl.formatMessage(progressMessage, { written, total })}</p>
          </>
        )}
      </Modal>
    </>
  );
}
