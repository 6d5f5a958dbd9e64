// The list's pager, beside antd's Table (data-table.tsx), styled as the Table placed its own.
import { Pagination, type PaginationProps } from 'antd';
import { cloneElement, isValidElement, memo, type ReactElement } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { PAGE_SIZES } from '@/lib/config';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/media-query';
import { crudValueMessages } from './messages';

const pagerMessages = defineMessages({
  previous: { id: 'crud.pager.previous', defaultMessage: 'Previous page' },
  next: { id: 'crud.pager.next', defaultMessage: 'Next page' },
});

/**
 * antd's pager with its arrows named in the user's language: its buttons are otherwise named by
 * their icons ("left", "right"), and the "5 more pages" items read out "double-right, ellipsis"
 * besides their own title, which the focusable item keeps.
 */
export function pagerItemRender(intl: IntlShape): PaginationProps['itemRender'] {
  return (_page, type, element) => {
    if (!isValidElement(element)) return element;
    const node = element as ReactElement<Record<string, unknown>>;
    if (type === 'prev' || type === 'next') return cloneElement(node, { 'aria-label': intl.formatMessage(pagerMessages[type === 'prev' ? 'previous' : 'next']) });
    if (type === 'jump-prev' || type === 'jump-next') return cloneElement(node, { 'aria-hidden': true });
    return element;
  };
}

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
  // On a phone, fewer page numbers: the pager stays on one line under its total.
  const narrow = useMediaQuery(NARROW_SCREEN);
  return (
    <Pagination
      className="l-data-table-pager"
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      showLessItems={narrow}
      pageSizeOptions={PAGE_SIZES.map(String)}
      showTotal={(all, [from, to]) => intl.formatMessage(crudValueMessages.total, { from, to, total: all })}
      onChange={onChange}
      itemRender={pagerItemRender(intl)}
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
