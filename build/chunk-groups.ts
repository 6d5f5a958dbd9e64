// How the production build groups modules into files (vite.config.ts; the bundle figures read the
// same list). Left to itself the bundler cuts the first view of `/` into about forty small files,
// and on a phone network each one costs a round trip: Lighthouse's simulation counted them as the
// largest part of the landing page's first paint.
import type { Rolldown } from 'vite';

export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  // Everything the entry imports statically: one file (it joins the entry chunk) instead of ~25.
  { name: 'initial', tags: ['$initial'] },
  // The landing page (its layout and route pieces, with what they import that the entry does not).
  { name: 'landing-page', test: /src[\\/]routes[\\/]_public(\.tsx|[\\/]index\.tsx)\?tsr-split=/ },
];
