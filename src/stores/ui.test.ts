// The colour mode chosen in another tab applies in this one (the storage event).
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, useUi } from './ui';

/** What another tab does: writes its choice, and this tab hears the storage event. */
function chooseInAnotherTab(colorMode: string): void {
  const newValue = JSON.stringify({ state: { colorMode }, version: 0 });
  localStorage.setItem(COLOR_MODE_STORAGE_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue, storageArea: localStorage }));
}

afterEach(() => {
  localStorage.clear();
  useUi.setState({ colorMode: 'light' });
});

describe('the colour mode across tabs', () => {
  it("follows another tab's choice", async () => {
    expect(useUi.getState().colorMode).toBe('light');
    chooseInAnotherTab('dark');
    await expect.poll(() => useUi.getState().colorMode).toBe('dark');
    chooseInAnotherTab('system');
    await expect.poll(() => useUi.getState().colorMode).toBe('system');
  });

  it('ignores the storage of other keys', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, JSON.stringify({ state: { colorMode: 'dark' }, version: 0 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'lunch-cart', newValue: '{}', storageArea: localStorage }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useUi.getState().colorMode).toBe('light');
  });
});
