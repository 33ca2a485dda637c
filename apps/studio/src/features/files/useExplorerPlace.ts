import { useState } from 'react';
import { type UrlStateUpdate, useUrlState } from '../../ui/useUrlState';

/** Where the explorer is: a bucket (null: the bucket list), a folder prefix, and a search term (null: closed). */
export type ExplorerPlace = { bucket: string | null; folder: string; search: string | null };
type PlaceKey = keyof ExplorerPlace;
type SetPlace = (update: UrlStateUpdate<PlaceKey>, options?: { push?: boolean }) => void;

const KEYS = ['bucket', 'folder', 'search'] as const;

/**
 * The files page keeps its place in the URL (`?bucket=&folder=&search=`), so reload and back keep it;
 * a picker inside a modal keeps it in its own state.
 */
export function useExplorerPlace(inUrl: boolean, initialBucket: string | null): [ExplorerPlace, SetPlace] {
  const [url, setUrl] = useUrlState(KEYS);
  const [local, setLocal] = useState<Record<PlaceKey, string | null>>({
    bucket: initialBucket,
    folder: null,
    search: null,
  });
  const values = inUrl ? url : local;
  const setPlace: SetPlace = inUrl ? setUrl : (update) => setLocal((current) => ({ ...current, ...update }));
  return [
    { bucket: values.bucket, folder: values.bucket ? (values.folder ?? '') : '', search: values.search },
    setPlace,
  ];
}
