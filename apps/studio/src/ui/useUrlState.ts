import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type UrlStateUpdate<K extends string> = Partial<Record<K, string | null>>;

/**
 * Where the user is, kept in the query string so that reload, back and shared links keep the place.
 * A null value removes its parameter (an empty string keeps it, empty). Moves to another place push a history entry
 * (`push: true`); refinements such as typing a search term replace the current one.
 */
export function useUrlState<K extends string>(
  keys: readonly K[],
): [Record<K, string | null>, (update: UrlStateUpdate<K>, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key)])) as Record<K, string | null>;
  const update = useCallback(
    (changes: UrlStateUpdate<K>, options: { push?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as Array<[K, string | null | undefined]>) {
            if (value === null || value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: !options.push },
      ),
    [setParams],
  );
  return [values, update];
}

/** A page number kept in the URL as 1-based `?page=`, read back 0-based (0 when absent or not a number). */
export function pageFromUrl(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}
