import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from './use-stable-callback';

function Probe({ value, seen }: { value: string; seen: ((() => string) | undefined)[] }) {
  seen.push(useStableCallback(() => value));
  return null;
}

describe('useStableCallback', () => {
  it('keeps one identity and calls the latest render’s function', () => {
    const seen: ((() => string) | undefined)[] = [];
    const { rerender } = render(<Probe value="first" seen={seen} />);
    rerender(<Probe value="second" seen={seen} />);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]?.()).toBe('second');
  });
});
