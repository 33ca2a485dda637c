import { describe, expect, it } from 'vitest';
import { firstUnstorableText, textFault } from './storable-text';

describe('storable text', () => {
  it('finds a NUL and a lone surrogate of either half, and passes paired surrogates and other text', () => {
    expect(textFault('a\u0000b')).toBe('nul');
    expect(textFault('a\ud800b')).toBe('surrogate');
    expect(textFault('\udfff')).toBe('surrogate');
    expect(textFault('\ude97\ud83d')).toBe('surrogate');
    expect(textFault('cover \ud83d\ude97 保險 é')).toBeNull();
    expect(textFault('')).toBeNull();
  });

  it('names the first unstorable string of parsed JSON by its path, in values and in keys', () => {
    expect(firstUnstorableText(JSON.parse('{"a":[1,{"b":"ok"},{"c":"x\\u0000"}],"d":"\\ud800"}'))).toEqual({
      path: 'a.2.c',
      fault: 'nul',
    });
    expect(firstUnstorableText(JSON.parse('{"ok":{"\\udc00key":1}}'))).toEqual({
      path: 'ok.\udc00key',
      fault: 'surrogate',
    });
    expect(firstUnstorableText('\ud800')).toEqual({ path: '(top)', fault: 'surrogate' });
    expect(firstUnstorableText({ a: ['fine', 1, null, true], b: { c: 'é' } })).toBeNull();
  });

  it('walks a document nested far deeper than the stack would allow a recursion', () => {
    const deep = `${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`;
    let value: unknown;
    try {
      value = JSON.parse(deep);
    } catch {
      // JSON.parse itself may refuse such depth; build the same shape by hand then.
      value = '\u0000';
      for (let level = 0; level < 200_000; level += 1) value = [value];
    }
    expect(firstUnstorableText(value)?.fault).toBe('nul');
  });
});
