import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { contentMatches, FileRejectedError, headMatches, SNIFF_BYTES, uploadGuard } from './file-content';

describe('content checks', () => {
  it('knows the signatures of the accepted types', () => {
    expect(contentMatches('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(contentMatches('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatches('gif', Buffer.from('GIF89a...'))).toBe(true);
    expect(contentMatches('webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe(true);
    expect(contentMatches('pdf', Buffer.from('%PDF-1.7'))).toBe(true);
    expect(contentMatches('xlsx', Buffer.from('PK\u0003\u0004rest'))).toBe(true);
    expect(contentMatches('doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    expect(contentMatches('rar', Buffer.from('Rar!\u001a\u0007\u0000'))).toBe(true);
    expect(contentMatches('csv', Buffer.from('a,b\n1,2\n'))).toBe(true);
    expect(contentMatches('txt', Buffer.alloc(0))).toBe(true);
    expect(contentMatches('json', Buffer.from('{"ü": 1}'))).toBe(true);
  });

  it('refuses content that does not fit the extension', () => {
    expect(contentMatches('png', Buffer.from('hello'))).toBe(false);
    expect(contentMatches('pdf', Buffer.from('PK\u0003\u0004'))).toBe(false);
    expect(contentMatches('txt', Buffer.from([0x68, 0x00, 0x69]))).toBe(false);
    expect(contentMatches('js', Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(contentMatches('xlsx', Buffer.alloc(0))).toBe(false);
  });

  it('judges an upload by its first SNIFF_BYTES, in one chunk or cut up (the guard and a presigned completion)', () => {
    // A NUL byte right after the sniffed bytes is not seen; one inside them is, wherever the chunks are cut.
    const late = Buffer.concat([Buffer.alloc(SNIFF_BYTES, 'a'), Buffer.from([0])]);
    expect(headMatches('txt', [late])).toBe(true);
    expect(headMatches('txt', [late.subarray(0, 10), late.subarray(10)])).toBe(true);
    const early = Buffer.from([0x61, 0x00, 0x61]);
    expect(headMatches('txt', [early.subarray(0, 1), early.subarray(1)])).toBe(false);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(headMatches('png', [png.subarray(0, 3), png.subarray(3)])).toBe(true);
    expect(headMatches('txt', [])).toBe(true);
    expect(headMatches('png', [])).toBe(false);
  });
});

describe('upload guard', () => {
  it('passes a matching stream through untouched', async () => {
    const chunks = [Buffer.from('%PDF-'), Buffer.alloc(10_000, 1)];
    const out = await buffer(Readable.from(chunks).pipe(uploadGuard('pdf', 20_000)));
    expect(out.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('passes a large first chunk on as it came, without copying it for the sniff', async () => {
    const first = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(64 * 1024, 1)]);
    const second = Buffer.alloc(1000, 2);
    const guard = uploadGuard('pdf', 1024 * 1024);
    const out: Buffer[] = [];
    guard.on('data', (chunk: Buffer) => out.push(chunk));
    await pipeline(Readable.from([first, second]), guard);
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(first);
    expect(out[1]).toBe(second);
  });

  it('fails on the wrong content and past the limit', async () => {
    await expect(buffer(Readable.from([Buffer.from('nope')]).pipe(uploadGuard('png', 100)))).rejects.toEqual(
      new FileRejectedError('content'),
    );
    await expect(buffer(Readable.from([Buffer.alloc(101, 'a')]).pipe(uploadGuard('txt', 100)))).rejects.toEqual(
      new FileRejectedError('size'),
    );
  });
});
