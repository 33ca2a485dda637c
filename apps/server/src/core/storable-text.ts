import { INPUT_MESSAGES } from '@carrier/contracts';

/**
 * Why a string from outside cannot be kept as it came. PostgreSQL's text holds no NUL, and a lone
 * UTF-16 surrogate is no character at all: jsonb refuses it (the write would fail) and text turns it
 * into U+FFFD (the write would keep something else).
 */
export type TextFault = 'nul' | 'surrogate';

export function textFault(value: string): TextFault | null {
  if (value.includes('\u0000')) return 'nul';
  return value.isWellFormed() ? null : 'surrogate';
}

/** The clear error for an input named `name` that cannot be stored as it came, or null. */
export function unstorableTextMessage(name: string, value: string): string | null {
  const fault = textFault(value);
  if (!fault) return null;
  return fault === 'nul' ? INPUT_MESSAGES.nulCharacter(name) : INPUT_MESSAGES.loneSurrogate(name);
}

/**
 * The first string of parsed JSON (a value or a key) that cannot be stored as it came, with its dotted
 * path. JSON may write either fault as an escape (`\u0000`, `\ud800`). Walks without recursion, so a
 * deeply nested document cannot overflow the stack.
 */
export function firstUnstorableText(json: unknown): { path: string; fault: TextFault } | null {
  const pending: Array<[value: unknown, path: string]> = [[json, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      const fault = textFault(value);
      if (fault) return { path: path || '(top)', fault };
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        const childPath = path ? `${path}.${key}` : key;
        const fault = textFault(key);
        if (fault) return { path: childPath, fault };
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}
