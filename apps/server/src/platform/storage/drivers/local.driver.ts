import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { validateKey } from '../keys';
import type { ObjectStorage } from '../storage';

/**
 * How much the file stream buffers before it makes the source wait: a socket gives ~64 KiB chunks,
 * and while one write is on the thread pool the next ones gather and go in one writev. At 4 MiB
 * (not 1 MiB) a 15 MB upload is fewer, larger writes and fewer pauses of the socket: receiving 15 MB
 * over HTTP into a file took ~23 ms instead of ~28 ms on the bench machine. At most this much of an
 * upload waits in memory when the disk is slower than the network.
 */
const WRITE_CHUNK_BYTES = 4 * 1024 * 1024;
/**
 * Larger reads than the 64 KiB default: each read is a round trip to the thread pool and a fresh
 * buffer, so a 15 MB download took ~240 of them; at 1 MiB it takes 15 (reading 15 MB went from about
 * 1 GB/s to 4-7 GB/s on the bench machine). At most this much is held per open download.
 */
const READ_CHUNK_BYTES = 1024 * 1024;
const MIN_READ_CHUNK_BYTES = 16 * 1024;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under `<root>/objects`; a write goes to `<root>/tmp` first and is renamed into
 * place only when the whole stream arrived (both folders are on the same disk, so rename is atomic).
 */
export function createLocalStorage(root: string): ObjectStorage {
  const objectsDir = join(root, 'objects');
  const tmpDir = join(root, 'tmp');
  const pathOf = (key: string) => join(objectsDir, ...validateKey(key, 'file').split('/'));
  /** The temporary folder is made by the first write; nothing removes it (removeUnfinished empties it). */
  let tmpReady: Promise<unknown> | null = null;
  /** Into place; the object's folder is made only when the rename finds it missing (the first of its bucket). */
  async function moveIntoPlace(temporary: string, target: string) {
    try {
      await rename(temporary, target);
    } catch (error) {
      if (!isMissing(error)) throw error;
      await mkdir(dirname(target), { recursive: true });
      await rename(temporary, target);
    }
  }

  return {
    kind: 'local',

    async write(key, body) {
      const target = pathOf(key);
      tmpReady ??= mkdir(tmpDir, { recursive: true }).catch((error) => {
        tmpReady = null;
        throw error;
      });
      await tmpReady;
      const temporary = join(tmpDir, randomUUID());
      // The file stream counts what it wrote: no extra stream between the body and the disk.
      const file = createWriteStream(temporary, { flags: 'wx', highWaterMark: WRITE_CHUNK_BYTES });
      try {
        await pipeline(body, file);
        await moveIntoPlace(temporary, target);
      } catch (error) {
        // A body refused at once can fail the write before its file is open: the removal waits for the
        // file to close, or the opening, coming after it, would leave the file behind.
        if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
        await rm(temporary, { force: true });
        // The temporary folder went away under us: the next write makes it again.
        if (isMissing(error)) tmpReady = null;
        throw error;
      }
      return { size: file.bytesWritten };
    },

    async read(key, range) {
      const path = pathOf(key);
      let size: number;
      try {
        ({ size } = await stat(path));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // A small file is read into a buffer of its size, not into a 1 MiB one that is then copied to fit.
      const length = range ? range.end - range.start + 1 : size;
      const highWaterMark = Math.min(READ_CHUNK_BYTES, Math.max(length, MIN_READ_CHUNK_BYTES));
      return createReadStream(path, range ? { highWaterMark, start: range.start, end: range.end } : { highWaterMark });
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return { size: info.size, lastModifiedAt: info.mtime };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      // Objects are plain files: one unlink each, a missing one no error.
      await Promise.all(
        keys.map((key) =>
          unlink(pathOf(key)).catch((error) => {
            if (!isMissing(error)) throw error;
          }),
        ),
      );
    },

    async *listOlderThan(before) {
      const entries = await readdir(objectsDir, { recursive: true, withFileTypes: true }).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => null);
        if (info && info.mtime < before) {
          yield { key: relative(objectsDir, path).split(sep).join('/'), lastModifiedAt: info.mtime };
        }
      }
    },

    async removeUnfinished(before) {
      const names = await readdir(tmpDir).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const removed: string[] = [];
      for (const name of names) {
        const info = await stat(join(tmpDir, name)).catch(() => null);
        if (!info || info.mtime >= before) continue;
        await rm(join(tmpDir, name), { force: true, recursive: true });
        removed.push(`tmp/${name}`);
      }
      return removed;
    },

    async close() {},
  };
}
