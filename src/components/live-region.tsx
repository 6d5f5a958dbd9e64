// The app's one polite live region (app.tsx draws it): a page change, a table's sort or page
// change are told through it, in one short sentence.
const ID = 'announcer';

/** Says `text` once; the same text again is said again (a no-break space makes it a change). */
export function announce(text: string): void {
  const region = document.getElementById(ID);
  if (region) region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}

/** Written by announce() alone, whole each time: React draws it empty and never again (no children). */
export function LiveRegion() {
  // No role: role="status" would make it one more "status" beside the pages' own.
  return <div id={ID} className="l-visually-hidden" aria-live="polite" />;
}
