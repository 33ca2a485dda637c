import { useCallback, useRef, useState } from 'react';
import {
  afterRedo,
  afterUndo,
  emptyHistory,
  type History,
  type Operation,
  recorded,
  redoOf,
  renamed,
  type Step,
  undoOf,
} from './drawing-history';

/**
 * Undo and redo over `perform`, which runs one server operation and answers the new id of an added
 * box (it throws when the operation failed: the history then stays as it was).
 */
export function useDrawingHistory(perform: (operation: Operation) => Promise<string | null>) {
  const [history, setHistory] = useState<History>(emptyHistory);
  const current = useRef(history);
  const running = useRef(false);
  const commit = useCallback((next: History) => {
    current.current = next;
    setHistory(next);
  }, []);
  const record = useCallback((step: Step) => commit(recorded(current.current, step)), [commit]);
  const move = useCallback(
    async (next: ReturnType<typeof afterUndo>, operationOf: (step: Step) => Operation) => {
      if (!next || running.current) return;
      running.current = true;
      try {
        const id = await perform(operationOf(next.step));
        commit(id ? renamed(next.history, next.step.id, id) : next.history);
      } catch {
        // perform has reported the failure; the step stays where it was.
      } finally {
        running.current = false;
      }
    },
    [perform, commit],
  );
  const undo = useCallback(() => move(afterUndo(current.current), undoOf), [move]);
  const redo = useCallback(() => move(afterRedo(current.current), redoOf), [move]);
  return {
    record,
    undo,
    redo,
    canUndo: history.done.length > 0,
    canRedo: history.undone.length > 0,
  };
}
