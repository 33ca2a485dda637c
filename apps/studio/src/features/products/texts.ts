import { mutate, request } from '../../api/client';
import { DeleteTextMutation, TextsQuery, UpsertTextMutation } from './graphql/products';

export type TextEntry = { key: string; locale: string; value: string };

/** The texts stored for these keys in exactly this locale, by key. */
export async function readTexts(keys: string[], locale: string): Promise<Map<string, string>> {
  const data = await request(TextsQuery, { keys, locale });
  return new Map(data.l10ns.map((text) => [text.key, text.value]));
}

/**
 * Saves texts in parallel and fails as a whole when one fails (with that failure's message).
 * An emptied text that existed is deleted rather than stored empty, so readers fall back to en-US.
 */
export async function saveTexts(entries: TextEntry[], existing: ReadonlyMap<string, string> = new Map()) {
  await Promise.all(
    entries.map((entry) => {
      if (entry.value.trim() !== '') return mutate(UpsertTextMutation, { l10n: entry }, (data) => data.upsertL10n);
      if (!existing.has(entry.key)) return Promise.resolve();
      return mutate(DeleteTextMutation, { key: entry.key, locale: entry.locale }, (data) => data.deleteL10n);
    }),
  );
}
