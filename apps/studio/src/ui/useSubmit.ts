import { useRef, useState } from 'react';
import { errorMessage } from '../app/error-message';
import { toasts } from './toasts/toast-store';

export type SubmitOptions = {
  /** Toasted once the work has succeeded. */
  success?: string;
  /** After success (and its toast): reload, close, navigate. */
  onDone?: () => unknown;
  /** The error toast's title. */
  errorTitle?: string;
  /** Where the failure's text goes instead of a toast (a message in the form). */
  onError?: (message: string) => void;
};

/**
 * The studio's one submit: `busy` while the work runs, a second submit meanwhile is ignored. Success
 * toasts and calls `onDone`; a failure says `errorMessage(error)` and leaves the form as it is. Work that
 * resolves to `false` has failed and said so itself. `submit` resolves to whether the work succeeded.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const submit = async (work: () => Promise<unknown>, options: SubmitOptions = {}): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      if ((await work()) === false) return false;
      if (options.success) toasts.success(options.success);
      await options.onDone?.();
      return true;
    } catch (error) {
      const message = errorMessage(error);
      if (options.onError) options.onError(message);
      else toasts.error(message, { title: options.errorTitle });
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, submit };
}
