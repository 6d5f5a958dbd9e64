// The page's one <h1>. Plain HTML (not antd Typography, which brings its editing and copying
// machinery into the first load); colour and font come from antd's App container. Focusable by
// script: a new page puts the focus on it (layouts/page-focus.tsx). In rem: the browser's font
// size setting scales it.
import type { ReactNode } from 'react';

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 tabIndex={-1} style={{ fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3, margin: '0 0 16px' }}>{children}</h1>;
}
