import { describe, expect, it } from 'vitest';
import { contentDisposition, dispositionType, parseRange } from './file-response';

describe('byte ranges', () => {
  it.each([
    [undefined, null],
    ['bytes=0-4', { start: 0, end: 4 }],
    ['bytes=5-', { start: 5, end: 9 }],
    ['bytes=-3', { start: 7, end: 9 }],
    ['bytes=-30', { start: 0, end: 9 }],
    ['bytes=3-100', { start: 3, end: 9 }],
    ['bytes=10-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-2', null],
    ['bytes=0-1,4-5', null],
    ['items=0-1', null],
  ])('%s of 10 bytes', (header, expected) => {
    expect(parseRange(header, 10)).toEqual(expected);
  });
});

describe('content disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', '報告 "final";.pdf')).toBe(
      `attachment; filename="__ _final__.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A%20%22final%22%3B.pdf`,
    );
  });

  it('shows only safe types in place', () => {
    expect(dispositionType('image/png', false)).toBe('inline');
    expect(dispositionType('image/png', true)).toBe('attachment');
    expect(dispositionType('text/javascript', false)).toBe('attachment');
    expect(dispositionType('text/csv', false)).toBe('attachment');
  });
});
