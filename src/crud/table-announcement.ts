// A table is no live region (it would be read again whole); a change of its sort or page is said
// in one sentence through the app's live region instead.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { announce } from '@/components/live-region';
import { crudMessages, crudValueMessages } from './messages';

export interface TableView {
  /** The sorted column's header, or undefined when unsorted. */
  sortedBy: string | undefined;
  descending: boolean;
  page: number;
  pages: number;
}

/** Says a sort change ("Sorted by Name, ascending") or else a page change ("Page 2 of 11"); nothing at first. */
export function useTableAnnouncement({ sortedBy, descending, page, pages }: TableView): void {
  const intl = useIntl();
  const sort = sortedBy === undefined ? '' : `${sortedBy}:${descending}`;
  const shown = useRef({ sort, page });
  useEffect(() => {
    const before = shown.current;
    shown.current = { sort, page };
    if (before.sort !== sort) {
      const words = descending ? crudValueMessages.sortedDescending : crudValueMessages.sortedAscending;
      announce(sortedBy === undefined ? intl.formatMessage(crudMessages.unsorted) : intl.formatMessage(words, { column: sortedBy }));
    } else if (before.page !== page) {
      announce(intl.formatMessage(crudValueMessages.pageOf, { page, pages }));
    }
    // `pages` is read when the page changes: a new total alone says nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sort, page]);
}
