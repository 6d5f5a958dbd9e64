// Component tests of undoable deletes: the undo windows that start wait until the test ends them
// (never real time), and the DELETE calls the mock receives are recorded.
import { afterEach, onTestFinished } from 'vitest';
import { undoClock } from '@/crud/pending-deletes';
import { server } from '../../mocks/node';

const realAfter = undoClock.after;
const due = new Set<() => void>();

afterEach(() => {
  undoClock.after = realAfter;
  due.clear();
});

/** From now on, undo windows end only when `endUndoWindows` is called. */
export function holdUndoWindows(): void {
  undoClock.after = (_ms, run) => {
    due.add(run);
    return () => due.delete(run);
  };
}

/** Ends every undo window that is running, as if its time were up. */
export function endUndoWindows(): void {
  const runs = [...due];
  due.clear();
  for (const run of runs) run();
}

/** The paths of the DELETE calls the mock receives from now on (until the test ends). */
export function recordDeletes(): string[] {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'DELETE') paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', record);
  onTestFinished(() => void server.events.removeListener('request:start', record));
  return paths;
}
