// /admin/logs: the engine's list of logs, each row with a control that shows its data in a drawer.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Log } from '@/api/models';
import type { RowAction } from '@/crud/columns';
import { ListPage } from '@/crud/list-page';
import type { ListSearch } from '@/crud/list-search';
import { glyph } from '@/crud/row-icons';
import type { PageOf } from '@/lib/resource-definition';
import { logs } from '@/resources/logs';
import { LogDataDrawer } from './log-data-drawer';
import { logMessages } from './messages';

// antd's FileSearchOutlined (@ant-design/icons-svg), drawn plain like the other row controls.
const FILE_SEARCH =
  'M688 312v-48c0-4.4-3.6-8-8-8H296c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8h384c4.4 0 8-3.6 8-8zm-392 88c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8h184c4.4 0 8-3.6 8-8v-48c0-4.4-3.6-8-8-8H296zm144 452H208V148h560v344c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V108c0-17.7-14.3-32-32-32H168c-17.7 0-32 14.3-32 32v784c0 17.7 14.3 32 32 32h272c4.4 0 8-3.6 8-8v-56c0-4.4-3.6-8-8-8zm445.7 51.5l-93.3-93.3C814.7 780.7 828 743.9 828 704c0-97.2-78.8-176-176-176s-176 78.8-176 176 78.8 176 176 176c35.8 0 69-10.7 96.8-29l94.7 94.7c1.6 1.6 3.6 2.3 5.6 2.3s4.1-.8 5.6-2.3l31-31a7.9 7.9 0 000-11.2zM652 816c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z';
const dataGlyph = glyph(FILE_SEARCH);

export function LogsPage({ page, search }: { page: PageOf<Log>; search: ListSearch }) {
  const intl = useIntl();
  const [shown, setShown] = useState<Log>();
  const label = intl.formatMessage(logMessages.showData);
  // Kept while the words stay: a new action would build the table's columns again.
  const showData = useMemo<RowAction<Log>>(() => ({ label, icon: dataGlyph, onClick: setShown }), [label]);
  return (
    <>
      <ListPage resource={logs} page={page} search={search} rowAction={showData} />
      <LogDataDrawer log={shown} onClose={() => setShown(undefined)} />
    </>
  );
}
