// The app's one polite live region (app.tsx draws it): a page change, a table's sort or page
// change are told through it, in one short sentence.
import { useEffect, useSyncExternalStore } from 'react';

let said = '';
const listeners = new Set<() => void>();

/** Says `text` once; the same text again is said again (a no-break space makes it a change). */
export function announce(text: string): void {
  said = text === said ? `${text}\u00a0` : text;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function LiveRegion() {
  const text = useSyncExternalStore(subscribe, () => said);
  // What was said goes with the region (an app drawn again starts silent).
  useEffect(() => () => void (said = ''), []);
  // No role: role="status" would make it one more "status" beside the pages' own.
  return (
    <div id="announcer" className="l-visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
