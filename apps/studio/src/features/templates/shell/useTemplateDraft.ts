import { useCallback, useEffect, useRef, useState } from 'react';

export type CommonDraft = { name: string; description: string; logicalId: string; graphQlQuery: string };
export type Draft<C> = { common: CommonDraft; content: C };

/**
 * The loaded copy and the working copy of a template (spec 001 §4): changed means they differ;
 * `markSaved` makes the working copy the loaded one.
 */
export function useTemplateDraft<C>(loaded: Draft<C> | undefined) {
  const [draft, setDraft] = useState<Draft<C> | undefined>(loaded);
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded) return;
    saved.current = JSON.stringify(loaded);
    setDraft(loaded);
  }, [loaded]);
  const markSaved = useCallback((copy: Draft<C>) => {
    saved.current = JSON.stringify(copy);
    setDraft({ ...copy });
  }, []);
  const dirty = draft !== undefined && saved.current !== null && JSON.stringify(draft) !== saved.current;
  return { draft, setDraft, dirty, markSaved };
}
