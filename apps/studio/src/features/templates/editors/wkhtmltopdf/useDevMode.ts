import { useState } from 'react';

const STORAGE_KEY = 'carrier.wkhtmltopdf.devMode';

/** Code editor (dev mode) or rich text; the choice is remembered in this browser. */
export function useDevMode(): [boolean, (next: boolean) => void] {
  const [devMode, setDevMode] = useState(() => {
    try {
      return localStorage.getItem(STORAGE_KEY) === 'true';
    } catch {
      return false;
    }
  });
  return [
    devMode,
    (next) => {
      setDevMode(next);
      try {
        localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this page only.
      }
    },
  ];
}
