// The app's one polite live region (app.tsx draws it): a page change, a table's sort or page
// change are told through it, in one short sentence (announce.ts, not in the first load).
export const LIVE_REGION_ID = 'announcer';

/** Written by announce() alone, whole each time: React draws it empty and never again (no children). */
export function LiveRegion() {
  // No role: role="status" would make it one more "status" beside the pages' own.
  return <div id={LIVE_REGION_ID} className="l-visually-hidden" aria-live="polite" />;
}
