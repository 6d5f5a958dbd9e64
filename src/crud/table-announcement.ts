// A table is no live region (it would be read again whole); a change of its sort or page is said
// in one sentence through the app's live region instead. Its words live here, with the list pages
// (crud/messages.ts is in the sign-in page's first load).
import { useEffect, useRef } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { announce } from '@/components/announce';

const words = {
  ascending: defineMessage<{ column: string }>({ id: 'crud.table.sortedAscending', defaultMessage: 'Sorted by {column}, ascending' }),
  descending: defineMessage<{ column: string }>({ id: 'crud.table.sortedDescending', defaultMessage: 'Sorted by {column}, descending' }),
  unsorted: defineMessage({ id: 'crud.table.unsorted', defaultMessage: 'Not sorted' }),
  page: defineMessage<{ page: number; pages: number }>({ id: 'crud.table.pageOf', defaultMessage: 'Page {page} of {pages}' }),
};

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
      const sorted = descending ? words.descending : words.ascending;
      announce(sortedBy === undefined ? intl.formatMessage(words.unsorted) : intl.formatMessage(sorted, { column: sortedBy }));
    } else if (before.page !== page) {
      announce(intl.formatMessage(words.page, { page, pages }));
    }
    // `pages` is read when the page changes: a new total alone says nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sort, page]);
}
