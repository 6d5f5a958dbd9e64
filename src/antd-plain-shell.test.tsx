// A change of the system's "reduce motion" or of the colour mode restyles antd but leaves the page
// below as it is: nothing remounts, so nothing typed is lost.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../tests/setup/media-query-list';
import { AntdConfig } from './antd-plain-shell';
import { useUi } from './stores/ui';

/** The system's "reduce motion", switchable while the page is open. */
function reducedMotionSetting() {
  let reduce = false;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, () => reduce && query === '(prefers-reduced-motion: reduce)', listeners));
  return (value: boolean) => {
    reduce = value;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  useUi.setState({ effectiveMode: 'light' });
});

describe('AntdConfig', () => {
  it('keeps what was typed when motion is turned off and on, and when the colour mode changes', async () => {
    const setReduce = reducedMotionSetting();
    render(
      <AntdConfig>
        <Input aria-label="Name" />
      </AntdConfig>,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Typed');
    act(() => setReduce(true));
    expect(screen.getByLabelText('Name')).toHaveValue('Typed');
    act(() => useUi.setState({ effectiveMode: 'dark' }));
    act(() => setReduce(false));
    expect(screen.getByLabelText('Name')).toHaveValue('Typed');
  });
});
