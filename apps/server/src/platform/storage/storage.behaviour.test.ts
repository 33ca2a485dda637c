import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './drivers/local.driver';
import { createS3Storage } from './drivers/s3.driver';
import { InvalidKeyError } from './keys';
import type { ObjectStorage } from './storage';
import { startS3TestServer } from './testing/s3-test-server';

type Harness = {
  storage: ObjectStorage;
  leftovers: () => Promise<string[]>;
  /** Leaves a write unfinished, as a process killed mid-upload does (null where the server cannot show it). */
  leaveUnfinished: ((key: string) => Promise<void>) | null;
  close: () => Promise<void>;
};

async function localHarness(): Promise<Harness> {
  const root = await mkdtemp(join(tmpdir(), 'carrier-storage-'));
  return {
    storage: createLocalStorage(root),
    leftovers: async () => readdir(join(root, 'tmp')).catch(() => []),
    leaveUnfinished: async () => {
      await mkdir(join(root, 'tmp'), { recursive: true });
      await writeFile(join(root, 'tmp', 'partial-upload'), 'half of it');
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<Harness> {
  const server = await startS3TestServer();
  const storage = createS3Storage(server.settings);
  return {
    storage,
    // s3rver keeps multipart parts in a folder of its own; none may stay after an abort.
    leftovers: async () =>
      (await readdir(server.directory, { recursive: true })).filter((name) => /upload/i.test(name)),
    // s3rver does not list multipart uploads (real S3 and MinIO do; the driver aborts old ones there).
    leaveUnfinished: null,
    close: async () => {
      await storage.close();
      await server.close();
    },
  };
}

/** A stream that sends some bytes and then fails, like an upload whose client went away. */
function failingStream(bytes: number) {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(bytes, 1));
      } else this.destroy(new Error('client went away'));
    },
  });
}

describe.each([
  ['local', localHarness],
  ['s3', s3Harness],
])('%s storage driver', (_name, start) => {
  let harness: Harness;
  let storage: ObjectStorage;
  beforeAll(async () => {
    harness = await start();
    storage = harness.storage;
  });
  afterAll(() => harness.close());

  it('lists objects older than a moment, and removes unfinished writes only when older', async () => {
    await storage.write('t9/default/listed', Readable.from([Buffer.from('x')]));
    const later = new Date(Date.now() + 60_000);
    const listed: string[] = [];
    for await (const object of storage.listOlderThan(later)) listed.push(object.key);
    expect(listed).toContain('t9/default/listed');
    const none: string[] = [];
    for await (const object of storage.listOlderThan(new Date(Date.now() - 60_000))) none.push(object.key);
    expect(none).toEqual([]);

    if (!harness.leaveUnfinished) {
      expect(await storage.removeUnfinished(later)).toEqual([]);
      return;
    }
    await harness.leaveUnfinished('t9/default/unfinished');
    expect(await storage.removeUnfinished(new Date(Date.now() - 60_000))).toEqual([]);
    expect(await storage.removeUnfinished(later)).toHaveLength(1);
    expect(await storage.removeUnfinished(later)).toEqual([]);
  });

  it('writes, stats and reads an object back', async () => {
    const written = await storage.write('t1/default/a b/ü.txt', Readable.from([Buffer.from('hello world')]));
    expect(written.size).toBe(11);
    expect((await storage.stat('t1/default/a b/ü.txt'))?.size).toBe(11);
    const stream = await storage.read('t1/default/a b/ü.txt');
    expect(stream && (await text(stream))).toBe('hello world');
  });

  it('reads an inclusive byte range', async () => {
    await storage.write('t1/range.txt', Readable.from([Buffer.from('0123456789')]));
    const stream = await storage.read('t1/range.txt', { start: 2, end: 5 });
    expect(stream && (await text(stream))).toBe('2345');
  });

  it('answers null for a missing object and deletes quietly', async () => {
    expect(await storage.read('t1/missing.txt')).toBeNull();
    expect(await storage.stat('t1/missing.txt')).toBeNull();
    await storage.write('t1/gone.txt', Readable.from([Buffer.from('x')]));
    await storage.delete(['t1/gone.txt', 't1/never-there.txt']);
    expect(await storage.stat('t1/gone.txt')).toBeNull();
  });

  it('treats NFC and NFD spellings of a key as the same object', async () => {
    await storage.write('t1/caf\u00e9.txt', Readable.from([Buffer.from('nfc')]));
    const stream = await storage.read('t1/cafe\u0301.txt');
    expect(stream && (await text(stream))).toBe('nfc');
  });

  it('stores nothing when the stream fails part way, even past one multipart part', async () => {
    await expect(storage.write('t1/partial.bin', failingStream(1024))).rejects.toThrow();
    await expect(storage.write('t1/partial-large.bin', failingStream(6 * 1024 * 1024))).rejects.toThrow();
    expect(await storage.stat('t1/partial.bin')).toBeNull();
    expect(await storage.stat('t1/partial-large.bin')).toBeNull();
    expect(await harness.leftovers()).toEqual([]);
  });

  it('stores nothing when the stream is refused at its first chunk (the upload guard refusing a type)', async () => {
    // The write can fail before its temporary file is open; the removal must not come before the opening.
    for (let index = 0; index < 100; index++) {
      const guard = new Transform({ transform: (_chunk, _encoding, callback) => callback(new Error('refused')) });
      guard.on('error', () => undefined);
      Readable.from([Buffer.alloc(64 * 1024, 1)]).pipe(guard);
      await expect(storage.write(`t1/refused-${index}.bin`, guard)).rejects.toThrow('refused');
    }
    expect(await harness.leftovers()).toEqual([]);
  });

  it('overwrites atomically: readers see the old or the new bytes, never a mix', async () => {
    await storage.write('t1/swap.txt', Readable.from([Buffer.from('old')]));
    await storage.write('t1/swap.txt', Readable.from([Buffer.from('new!')]));
    const stream = await storage.read('t1/swap.txt');
    expect(stream && (await text(stream))).toBe('new!');
  });

  it.each([
    '../escape.txt',
    't1/../../escape.txt',
    't1/./x.txt',
    '/t1/x.txt',
    't1\\x.txt',
    't1/x\u0000.txt',
    't1/x\n.txt',
    't1//x.txt',
    '',
    't1/folder/',
  ])('refuses the key %j', async (key) => {
    await expect(storage.write(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidKeyError);
  });
});

describe('local storage driver folders', () => {
  it('makes a folder when it is missing, even after the storage folders were removed under it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'carrier-storage-'));
    const storage = createLocalStorage(root);
    try {
      await storage.write('t1/a/one.txt', Readable.from([Buffer.from('one')]));
      await storage.write('t1/b/two.txt', Readable.from([Buffer.from('two')]));
      await rm(root, { recursive: true, force: true });
      // The first write after that finds the temporary folder gone and fails; the next one makes it again.
      const again = async () => storage.write('t1/c/three.txt', Readable.from([Buffer.from('three')]));
      await again().catch(() => undefined);
      await again();
      const stream = await storage.read('t1/c/three.txt');
      expect(stream && (await text(stream))).toBe('three');
      await storage.delete(['t1/c/three.txt', 't1/c/three.txt', 't1/never.txt']);
      expect(await storage.read('t1/c/three.txt')).toBeNull();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
