import { describe, expect, it } from 'vitest';
import { escapeLike } from './filters';

describe('escapeLike', () => {
  it("takes LIKE's own characters literally and leaves the rest", () => {
    expect(escapeLike('100%_done')).toBe('100\\%\\_done');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
    expect(escapeLike('plain text*?')).toBe('plain text*?');
  });
});
