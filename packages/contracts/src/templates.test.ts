import { describe, expect, it } from 'vitest';
import { errorHint, formatLiquidError, parseRenderError, smsSegments } from './templates';

describe('smsSegments', () => {
  it('counts GSM-7 single and multi-part messages', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', length: 0, segments: 0 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('€').length).toBe(2);
  });
  it('switches to UCS-2 for other characters', () => {
    expect(smsSegments('你好')).toEqual({ encoding: 'UCS-2', length: 2, segments: 1 });
    expect(smsSegments('你'.repeat(71)).segments).toBe(2);
  });
});

describe('liquid errors', () => {
  it('round-trips and gives a hint around the position', () => {
    const text = formatLiquidError({ line: 2, column: 3, message: 'bad | thing' });
    expect(parseRenderError(text)).toEqual({ line: 2, column: 3, message: 'bad | thing' });
    expect(parseRenderError('mjml|4:1|mj-column cannot be used inside mj-body')).toEqual({
      line: 4,
      column: 1,
      message: 'mj-column cannot be used inside mj-body',
    });
    expect(parseRenderError('other')).toBeNull();
    expect(errorHint('abc\ndefgh', 2, 3, 2)).toEqual({ before: 'de', after: 'fg' });
  });
});
