import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflatedLength } from './inflated-length';

const MB = 1024 * 1024;
const text = Buffer.from('Policy schedule, page one. '.repeat(4000));

describe('inflatedLength', () => {
  it('counts what a zlib stream inflates to, with the line end a PDF puts before endstream', () => {
    const stream = Buffer.concat([deflateSync(text), Buffer.from('\r\n')]);
    expect(inflatedLength(stream, 32 * MB)).toBe(text.length);
  });

  it('gives up on a decompression bomb once past the room, without inflating the rest', () => {
    const bomb = deflateSync(Buffer.alloc(200 * MB));
    expect(bomb.length).toBeLessThan(MB);
    expect(inflatedLength(bomb, 32 * MB)).toBe('too-large');
    expect(inflatedLength(deflateSync(text), text.length - 1)).toBe('too-large');
    expect(inflatedLength(deflateSync(text), text.length)).toBe(text.length);
  });

  it('counts what a stream cut short held, and nothing for bytes that are not zlib', () => {
    const whole = deflateSync(Buffer.from(Array.from({ length: 200_000 }, (_, index) => (index * 7919) % 251)));
    const held = inflatedLength(whole.subarray(0, Math.floor(whole.length / 2)), 32 * MB);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(200_000);
    expect(inflatedLength(Buffer.from('not a zlib stream at all'), 32 * MB)).toBe(0);
  });
});
