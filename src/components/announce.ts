// Says a short sentence through the app's one polite live region (live-region.tsx).
import { LIVE_REGION_ID } from './live-region';

/** Says `text` once; the same text again is said again (a no-break space makes it a change). */
export function announce(text: string): void {
  const region = document.getElementById(LIVE_REGION_ID);
  if (region) region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}
