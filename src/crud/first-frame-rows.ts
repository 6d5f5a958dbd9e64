// How many of a new page's rows the table draws in the frame its data arrives in (data-table.tsx).
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { scrollYAtLastScroll } from '@/lib/scroll-position';
import { ROW_HEIGHT } from './body-rows';

/** Rows drawn in the first frame beyond the count, for a table that moved up since it was measured. */
const SPARE_ROWS = 2;

/**
 * How many of a page's rows to draw in the frame its data arrives in: enough to fill the window down
 * to its bottom edge, counted from where the table begins (so the page keeps its height above the
 * fold). The others are drawn as soon as that frame is painted, in a transition (input comes first):
 * a 100-row page is seen as soon as a 17-row one, and its rows below the fold follow a frame later.
 * Nothing here reads the page's layout while it renders (that would lay out the old rows before they
 * go): the table's place in the document is measured once it is shown, the scroll position comes
 * from the last scroll event, or from the list page, which scrolls to the top as its state changes.
 * A scroll the router makes as it shows the page is not known yet: going back to a place further
 * down a page, the window shows for one frame the empty row that stands for the rest.
 *
 * While another page, sort or filter loads (`replacing`), the rows below the window go a frame after
 * the spinner is painted: they would go anyway as the new page arrives, and removing them then took
 * about a quarter of that frame's script time (100 rows).
 */
export function useRowsInFirstFrame(data: unknown, rowCount: number, table: RefObject<HTMLElement | null>, replacing: boolean): number {
  const [complete, setComplete] = useState<unknown>(null);
  const documentTop = useRef(0);
  useEffect(() => {
    documentTop.current = (table.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
  }, [table]);
  // eslint-disable-next-line react-hooks/refs -- an estimate for the next frame, not rendered state
  const top = documentTop.current - scrollYAtLastScroll();
  // At least one row: a table below the fold (a related list) still draws its own body, not antd's.
  const firstFrame = Math.max(1, Math.ceil((window.innerHeight - top) / ROW_HEIGHT) + SPARE_ROWS);
  const partial = complete !== data && rowCount > firstFrame;
  // After a paint: draw the rest of a page drawn in part or, when the rows shown are going, let all but a screenful go.
  const due = partial !== replacing && rowCount > firstFrame;
  useEffect(() => {
    if (due) return afterNextPaint(() => startTransition(() => setComplete(replacing ? null : data)));
  }, [due, replacing, data]);
  return partial ? firstFrame : rowCount;
}
