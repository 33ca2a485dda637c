import { useCallback, useEffect, useRef, useState } from 'react';

/** Inspector text saves wait 150 ms (spec 002 §7). */
const TEXT_SAVE_DEBOUNCE_MS = 150;

const pending = new Set<() => void>();
/** Commits every text still waiting for its debounce (before save, undo, redo or switching). */
export function flushPendingEdits() {
  for (const flush of [...pending]) flush();
}

/** A text field's value committed to the tree 150 ms after the last keystroke, on blur or on unmount. */
export function useDebouncedText(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const waiting = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(commit);
  latest.current = commit;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    pending.delete(flush);
    if (waiting.current === null) return;
    const text = waiting.current;
    waiting.current = null;
    latest.current(text);
  }, []);

  useEffect(() => {
    if (waiting.current === null) setDraft(value);
  }, [value]);
  useEffect(() => flush, [flush]);

  const change = (text: string) => {
    setDraft(text);
    waiting.current = text;
    pending.add(flush);
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, TEXT_SAVE_DEBOUNCE_MS);
  };
  return { value: draft, onChange: change, onBlur: flush };
}
