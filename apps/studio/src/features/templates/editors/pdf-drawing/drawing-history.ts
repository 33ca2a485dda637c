import type { Drawing } from './usePdfDrawingData';

/**
 * Undo and redo of box operations, as pure data. Every box change is saved on the server at once, so
 * a step is undone by the server operation that reverses it. A removed box comes back under a new id:
 * `renamed` points the steps that name the old id at the new one.
 */
export type BoxFields = Omit<Drawing, 'id'>;
/** What adding a box sends: the server fills the fields left out with its defaults. */
export type NewBox = Pick<BoxFields, 'page' | 'point1' | 'point2'> & Partial<BoxFields>;
export type Step =
  | { type: 'add'; id: string; box: NewBox }
  | { type: 'update'; id: string; before: BoxFields; after: BoxFields }
  | { type: 'remove'; id: string; box: BoxFields };
/** A server operation: adding answers the new box's id. */
export type Operation =
  | { type: 'add'; box: NewBox }
  | { type: 'update'; id: string; box: BoxFields }
  | { type: 'remove'; id: string };
export type History = { done: Step[]; undone: Step[] };

const HISTORY_LIMIT = 100;
export const emptyHistory: History = { done: [], undone: [] };

export const fieldsOf = ({ id: _id, ...fields }: Drawing): BoxFields => fields;

/** A new step: kept last (the oldest dropped past the limit), and the redo list cleared. */
export const recorded = (history: History, step: Step): History => ({
  done: [...history.done, step].slice(-HISTORY_LIMIT),
  undone: [],
});

/** The operation that reverses a step. */
export function undoOf(step: Step): Operation {
  switch (step.type) {
    case 'add':
      return { type: 'remove', id: step.id };
    case 'update':
      return { type: 'update', id: step.id, box: step.before };
    case 'remove':
      return { type: 'add', box: step.box };
  }
}

/** The operation that does a step again. */
export function redoOf(step: Step): Operation {
  switch (step.type) {
    case 'add':
      return { type: 'add', box: step.box };
    case 'update':
      return { type: 'update', id: step.id, box: step.after };
    case 'remove':
      return { type: 'remove', id: step.id };
  }
}

/** Every step naming `from` names `to` instead (a box that was added again has a new id). */
export function renamed(history: History, from: string, to: string): History {
  const rename = (step: Step): Step => (step.id === from ? { ...step, id: to } : step);
  return { done: history.done.map(rename), undone: history.undone.map(rename) };
}

/** The history once the last step is undone (it moves to the redo list), or null when there is none. */
export function afterUndo(history: History): { step: Step; history: History } | null {
  const step = history.done.at(-1);
  if (!step) return null;
  return { step, history: { done: history.done.slice(0, -1), undone: [...history.undone, step] } };
}

/** The history once the last undone step is done again, or null when there is none. */
export function afterRedo(history: History): { step: Step; history: History } | null {
  const step = history.undone.at(-1);
  if (!step) return null;
  return { step, history: { done: [...history.done, step], undone: history.undone.slice(0, -1) } };
}
