// The page's one <h1>. Plain HTML (not antd Typography, which brings its editing and copying
// machinery into the first load); colour and font come from antd's App container. Focusable by
// script: a new page puts the focus on it (layouts/page-focus.tsx).
import type { ReactNode } from 'react';

export function PageHeading({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return <h1 tabIndex={-1} style={{ fontSize: size, fontWeight: 600, lineHeight: 1.3, margin: '0 0 16px' }}>{children}</h1>;
}
