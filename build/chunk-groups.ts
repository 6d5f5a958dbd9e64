// How the production build groups modules into files (vite.config.ts; the bundle figures read the
// same list). Left to itself the bundler cuts the first view of `/` into about forty small files,
// and on a phone network each one costs a round trip: Lighthouse's simulation counted them as the
// largest part of the landing page's first paint.
import type { Rolldown } from 'vite';

export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  // Everything the entry imports statically: one file (it joins the entry chunk) instead of ~25.
  { name: 'initial', tags: ['$initial'] },
  // The frame the landing and the sign-in pages share (top bar, its actions, footer): a file of its
  // own, so that neither page loads the other's code for it.
  { name: 'public-shell', test: /src[\\/](routes[\\/]-shell-actions|components[\\/]layouts[\\/](top-bar|app-footer)|components[\\/]use-page-title)\.tsx?$/ },
  // The landing page (its layout and route pieces, with what they import that the entry does not).
  { name: 'landing-page', test: /src[\\/]routes[\\/]_public(\.tsx|[\\/]index\.tsx)\?tsr-split=/ },
  // The sign-in page: its layout and form with the antd they draw, one file instead of ~45 (the
  // admin pages take their antd core from it too).
  { name: 'sign-in', test: /src[\\/]routes[\\/]_auth(\.tsx|[\\/]login\.tsx)\?tsr-split=/ },
];
