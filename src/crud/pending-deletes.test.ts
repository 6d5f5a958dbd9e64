// The registry of undoable deletes on its own: one delete per record at a time, sent once, by the
// window's end or by leaving its page; closing the tab while one waits makes the browser ask.
import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { endUndoWindows, holdUndoWindows } from '../../tests/setup/undo-window';
import { PendingDeletes, type DeleteBatch } from './pending-deletes';

type Navigate = (event: { toLocation: { pathname: string } }) => void;

function registry() {
  let navigate: Navigate = () => undefined;
  const router = { subscribe: (_type: string, listener: Navigate) => ((navigate = listener), () => undefined) } as unknown as AnyRouter;
  holdUndoWindows();
  return { deletes: new PendingDeletes(router), goTo: (pathname: string) => navigate({ toLocation: { pathname } }) };
}

function batch(ids: number[], overrides: Partial<DeleteBatch> = {}) {
  const send = vi.fn(async () => ids);
  return { resourceKey: 'discounts', ids, home: '/admin/discounts', send, onSettled: vi.fn(), owner: {}, ...overrides };
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('pending deletes', () => {
  it('hides the records at once and sends them once, when the window ends', async () => {
    const { deletes } = registry();
    const first = batch([1, 2]);
    expect(deletes.start(first)).toBeTypeOf('function');
    expect([...deletes.hiddenIds('discounts')]).toEqual([1, 2]);
    expect(first.send).not.toHaveBeenCalled();
    endUndoWindows();
    await vi.waitFor(() => expect(first.send).toHaveBeenCalledTimes(1));
    expect(first.onSettled).toHaveBeenCalledTimes(1);
    // Gone on the server: still hidden from lists loaded before the call.
    await vi.waitFor(() => expect([...deletes.hiddenIds('discounts')]).toEqual([1, 2]));
  });

  it('refuses a second delete of a record already being deleted', () => {
    const { deletes } = registry();
    const undoFirst = deletes.start(batch([1]))!;
    expect(deletes.start(batch([1]))).toBeUndefined();
    const undoSecond = deletes.start(batch([1, 3]));
    expect(undoSecond).toBeTypeOf('function');
    expect([...deletes.hiddenIds('discounts')].sort()).toEqual([1, 3]);
    undoFirst();
    undoSecond!();
  });

  it('shows the records again on undo and never sends them', () => {
    const { deletes, goTo } = registry();
    const first = batch([1]);
    deletes.start(first)!();
    expect(deletes.hiddenIds('discounts').size).toBe(0);
    endUndoWindows();
    goTo('/admin/tenants');
    expect(first.send).not.toHaveBeenCalled();
  });

  it('shows again the records whose call failed', async () => {
    const { deletes } = registry();
    deletes.start(batch([1, 2], { send: vi.fn(async () => [1]) }));
    endUndoWindows();
    await vi.waitFor(() => expect([...deletes.hiddenIds('discounts')]).toEqual([1]));
  });

  it('sends at once when the user leaves its page, not when the list only changes its search', () => {
    const { deletes, goTo } = registry();
    const first = batch([1]);
    deletes.start(first);
    goTo('/admin/discounts/');
    expect(first.send).not.toHaveBeenCalled();
    goTo('/admin/tenants');
    expect(first.send).toHaveBeenCalledTimes(1);
  });

  it('sends the deletes an unmounted owner left on a page no longer shown', () => {
    const { deletes } = registry();
    const owner = {};
    const first = batch([1], { owner });
    deletes.start(first);
    deletes.sendLeft(owner, '/admin/discounts');
    expect(first.send).not.toHaveBeenCalled();
    deletes.sendLeft(owner, '/admin/discounts/1');
    expect(first.send).toHaveBeenCalledTimes(1);
  });

  it('makes the browser ask before the tab closes while a delete waits (it would be kept)', async () => {
    const { deletes } = registry();
    expect(beforeUnloadPrevented()).toBe(false);
    const undo = deletes.start(batch([1]))!;
    expect(beforeUnloadPrevented()).toBe(true);
    undo();
    expect(beforeUnloadPrevented()).toBe(false);
    deletes.start(batch([2]));
    endUndoWindows();
    expect(beforeUnloadPrevented()).toBe(false);
  });
});
