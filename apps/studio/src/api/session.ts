import { STORAGE_KEYS } from '@carrier/contracts';

type Tokens = { accessToken: string; refreshToken: string };
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** The stored access and refresh tokens: a stored token means signed in. */
export const session = {
  accessToken: () => localStorage.getItem(STORAGE_KEYS.accessToken),
  refreshToken: () => localStorage.getItem(STORAGE_KEYS.refreshToken),
  isSignedIn: () => Boolean(localStorage.getItem(STORAGE_KEYS.accessToken)),
  store(tokens: Tokens) {
    localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    notify();
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
