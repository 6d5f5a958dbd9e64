// The list's pager, beside antd's Table (data-table.tsx), styled as the Table placed its own.
import { Pagination } from 'antd';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES } from '@/lib/config';
import { crudValueMessages } from './messages';

interface PagerProps {
  /** The page's first frame: the rows still to come stand between the window and the pager. */
  belowRowsToCome: boolean;
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

function TablePagerView({ current, pageSize, total, onChange }: PagerProps) {
  const intl = useIntl();
  return (
    <Pagination
      className="l-data-table-pager"
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES.map(String)}
      showTotal={(all, [from, to]) => intl.formatMessage(crudValueMessages.total, { from, to, total: all })}
      onChange={onChange}
    />
  );
}

/**
 * The pager, below the rows: in a page's first frame it is below the window, behind the rows still to
 * come, and shows the new page a frame later, with them.
 */
export const TablePager = memo(
  TablePagerView,
  (before, after) =>
    after.belowRowsToCome || (before.current === after.current && before.pageSize === after.pageSize && before.total === after.total),
);
