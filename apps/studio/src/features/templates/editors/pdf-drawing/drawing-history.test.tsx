import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { editorKeyAction } from './drawing-geometry';
import {
  afterRedo,
  afterUndo,
  type BoxFields,
  emptyHistory,
  recorded,
  redoOf,
  renamed,
  undoOf,
} from './drawing-history';
import { useDrawingHistory } from './useDrawingHistory';

const box = (y: number): BoxFields => ({
  kind: 'TEXT',
  page: 1,
  liquidSource: 'Holder',
  point1: { x: 10, y },
  point2: { x: 110, y: y + 20 },
  textAlignment: 'LEFT',
  verticalAlignment: 'TOP',
  font: { familyName: 'Helvetica', emSize: 12, fontStyle: 'REGULAR' },
});

describe('drawing history', () => {
  it('undoes each step with its reverse operation and redoes it, newest first', () => {
    let history = recorded(emptyHistory, { type: 'add', id: 'a', box: box(10) });
    history = recorded(history, { type: 'update', id: 'a', before: box(10), after: box(50) });
    const undone = afterUndo(history);
    expect(undone && undoOf(undone.step)).toEqual({ type: 'update', id: 'a', box: box(10) });
    const again = afterUndo(undone?.history ?? emptyHistory);
    expect(again && undoOf(again.step)).toEqual({ type: 'remove', id: 'a' });
    expect(afterUndo(again?.history ?? emptyHistory)).toBeNull();
    const redone = afterRedo(again?.history ?? emptyHistory);
    expect(redone && redoOf(redone.step)).toEqual({ type: 'add', box: box(10) });
    // A new step clears what could be redone.
    expect(recorded(undone?.history ?? emptyHistory, { type: 'remove', id: 'a', box: box(10) }).undone).toEqual([]);
  });

  it('renames the steps of a box that came back under a new id', () => {
    const history = recorded(recorded(emptyHistory, { type: 'remove', id: 'a', box: box(10) }), {
      type: 'add',
      id: 'b',
      box: box(90),
    });
    expect(renamed(history, 'a', 'a2').done.map((step) => step.id)).toEqual(['a2', 'b']);
  });

  it('maps Ctrl/Cmd+Z to undo, Ctrl+Shift+Z and Ctrl+Y to redo', () => {
    const key = (k: string, more: { shiftKey?: boolean; metaKey?: boolean } = {}) =>
      editorKeyAction({ key: k, ctrlKey: !more.metaKey, metaKey: Boolean(more.metaKey), altKey: false, ...more });
    expect([key('z'), key('z', { metaKey: true }), key('Z', { shiftKey: true }), key('y')]).toEqual([
      'undo',
      'undo',
      'redo',
      'redo',
    ]);
  });

  it('runs undo and redo through the server operations, following a removed box to its new id', async () => {
    const perform = vi.fn(async (operation: { type: string }) => (operation.type === 'add' ? 'a2' : null));
    const { result } = renderHook(() => useDrawingHistory(perform));
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.record({ type: 'remove', id: 'a', box: box(10) }));
    expect(result.current.canUndo).toBe(true);

    await act(() => result.current.undo());
    expect(perform).toHaveBeenLastCalledWith({ type: 'add', box: box(10) });
    expect(result.current).toMatchObject({ canUndo: false, canRedo: true });
    await act(() => result.current.redo());
    expect(perform).toHaveBeenLastCalledWith({ type: 'remove', id: 'a2' });

    // A failed operation leaves the step where it was.
    perform.mockRejectedValueOnce(new Error('offline'));
    await act(() => result.current.undo());
    expect(result.current).toMatchObject({ canUndo: true, canRedo: false });
  });
});
