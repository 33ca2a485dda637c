import { describe, expect, it } from 'vitest';
import { ancestorsOf, decodePathKey, folderPrefix, InvalidKeyError, nameOf, parentOf, validateKey } from './keys';

describe('keys', () => {
  it.each([
    ['', 'empty'],
    ['/a.txt', 'leading_slash'],
    ['a\\b.txt', 'backslash'],
    ['a\u0000b.txt', 'control_character'],
    ['a\u001fb.txt', 'control_character'],
    ['a\u0085b.txt', 'control_character'],
    ['../a.txt', 'dot_segment'],
    ['a/./b.txt', 'dot_segment'],
    ['a/..', 'dot_segment'],
    ['a//b.txt', 'empty_segment'],
    ['x'.repeat(1025), 'too_long'],
  ])('refuses %j (%s)', (key, problem) => {
    expect(() => validateKey(key)).toThrow(new InvalidKeyError(problem as never));
  });

  it('accepts ordinary keys and normalises them to NFC', () => {
    expect(validateKey('docs/a b%20c+d.txt')).toBe('docs/a b%20c+d.txt');
    expect(validateKey('cafe\u0301/')).toBe('caf\u00e9/');
    expect(validateKey('..a/b..c.txt')).toBe('..a/b..c.txt');
  });

  it('tells files from folders', () => {
    expect(() => validateKey('a/', 'file')).toThrow(InvalidKeyError);
    expect(() => validateKey('a', 'folder')).toThrow(InvalidKeyError);
    expect(folderPrefix('a/b')).toBe('a/b/');
    expect(folderPrefix('')).toBe('');
  });

  it('decodes a path exactly once', () => {
    expect(decodePathKey('a%2Fb%20c.txt')).toBe('a/b c.txt');
    expect(decodePathKey('a%252Fb.txt')).toBe('a%2Fb.txt');
    expect(() => decodePathKey('%2e%2e%2fa.txt')).toThrow(InvalidKeyError);
    expect(() => decodePathKey('%E0%A4%A')).toThrow(new InvalidKeyError('bad_encoding'));
  });

  it('finds parents, names and ancestors', () => {
    expect(parentOf('a/b/c.txt')).toBe('a/b/');
    expect(parentOf('a/b/')).toBe('a/');
    expect(parentOf('c.txt')).toBe('');
    expect(nameOf('a/b/c.txt')).toBe('c.txt');
    expect(nameOf('a/b/')).toBe('b');
    expect(ancestorsOf('a/b/c.txt')).toEqual(['a/', 'a/b/']);
    expect(ancestorsOf('a/')).toEqual([]);
  });
});
