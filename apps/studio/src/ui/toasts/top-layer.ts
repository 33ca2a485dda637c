// The toast area must sit above any open modal: a modal <dialog> lives in the browser's top layer and
// makes the rest of the page inert, so toasts render inside the newest open dialog while there is one.
const listeners = new Set<() => void>();

/** Modal calls this after it opens or closes its dialog. */
export function dialogsChanged() {
  for (const listener of listeners) listener();
}

export function subscribeDialogs(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The newest open modal dialog, or null when none is open. */
export function topDialog(): HTMLDialogElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  return open.length > 0 ? (open[open.length - 1] ?? null) : null;
}
