import { type CmsConfigIssue, cmsConfigIssues } from '@carrier/contracts';

/** Drops nulls (fields the config does not set) so the editor shows what is there. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== null && item !== undefined)
        .map(([key, item]) => [key, withoutNulls(item)]),
    );
  return value;
}

/** The text the config editor starts from: the config as indented JSON, without its app. */
export function configText(config: Record<string, unknown> | null | undefined): string {
  const { app: _app, ...fields } = config ?? {};
  return JSON.stringify(withoutNulls(fields), null, 2);
}

export type ConfigCheck =
  | { kind: 'json'; details: string }
  | { kind: 'schema'; issues: CmsConfigIssue[] }
  | { kind: 'ok'; config: Record<string, unknown> };

/** Whether the text is JSON, then whether that JSON is a CMS config (every problem at its path). */
export function checkConfigText(text: string): ConfigCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { kind: 'json', details: error instanceof Error ? error.message : String(error) };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { kind: 'schema', issues: [{ path: '', rule: 'type', message: 'has the wrong type' }] };
  const issues = cmsConfigIssues(parsed);
  return issues.length ? { kind: 'schema', issues } : { kind: 'ok', config: parsed as Record<string, unknown> };
}
