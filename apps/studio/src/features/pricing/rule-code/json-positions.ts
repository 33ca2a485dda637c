/** Where a part of a JSON text is: offsets into the text, `to` exclusive. */
type Span = { from: number; to: number };
export type ScannedJson =
  | {
      ok: true /** Each value's span by its rule path ($, $.var, $["<"], $.if[0]); a property's is its key. */;
      spans: Map<string, Span>;
    }
  | { ok: false; at: number; expected: string };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** A property's path as checkRule (contracts validate-rule.ts) writes it. */
const propertyPath = (path: string, key: string) => `${path}${IDENTIFIER.test(key) ? `.${key}` : `["${key}"]`}`;

/**
 * Scans JSON text as JSON.parse reads it, noting where each value and property is, or where the
 * first error is (JSON.parse's message does not always say). For the rule editor's marks.
 */
export function scanJson(text: string): ScannedJson {
  const spans = new Map<string, Span>();
  let at = 0;
  const fail = (expected: string): never => {
    throw { at, expected };
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at++;
  };
  const string = (): string => {
    if (text[at] !== '"') fail('"');
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') {
      const char = text.charCodeAt(at);
      if (char < 0x20) fail('"');
      if (text[at] === '\\') {
        at++;
        if (text[at] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) fail('\\uXXXX');
          at += 4;
        } else if (!'"\\/bfnrt'.includes(text[at] ?? '')) fail('escape');
      }
      at++;
    }
    if (at >= text.length) fail('"');
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: string) => {
    space();
    const start = at;
    const char = text[at];
    if (char === '{') {
      at++;
      space();
      if (text[at] === '}') at++;
      else
        for (;;) {
          space();
          const keyStart = at;
          const key = string();
          spans.set(propertyPath(path, key), { from: keyStart, to: at });
          space();
          if (text[at] !== ':') fail(':');
          at++;
          value(propertyPath(path, key));
          space();
          if (text[at] === ',') {
            at++;
            continue;
          }
          if (text[at] !== '}') fail(', or }');
          at++;
          break;
        }
    } else if (char === '[') {
      at++;
      space();
      if (text[at] === ']') at++;
      else
        for (let index = 0; ; index++) {
          value(`${path}[${index}]`);
          space();
          if (text[at] === ',') {
            at++;
            continue;
          }
          if (text[at] !== ']') fail(', or ]');
          at++;
          break;
        }
    } else if (char === '"') string();
    else {
      const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(at));
      if (!literal) fail('a value');
      at += (literal as RegExpExecArray)[0].length;
    }
    if (!spans.has(path)) spans.set(path, { from: start, to: at });
  };
  try {
    value('$');
    space();
    if (at < text.length) fail('the end');
    return { ok: true, spans };
  } catch (error) {
    if (error && typeof error === 'object' && 'expected' in error)
      return { ok: false, ...(error as { at: number; expected: string }) };
    throw error;
  }
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1] as string).length + 1 };
}
