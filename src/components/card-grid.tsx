// Cards in as many columns of at least `min` as fit: with a larger font size (rem) there are fewer,
// wider cards instead of words broken across lines; on a phone one or two.
import type { ReactNode } from 'react';

export function CardGrid({ min, children }: { min: string; children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))`, gap: 16 }}>{children}</div>;
}
