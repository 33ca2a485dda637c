import { Unzlib } from 'fflate';

/** Input fed to the inflater at a time: deflate expands at most about 1,032 to 1, so ~1 MB out per step. */
const INPUT_STEP = 1024;

/**
 * How many bytes a zlib (FlateDecode) stream inflates to, counted step by step and given up once past
 * `room` ('too-large'), so a decompression bomb never expands in memory. A stream cut short or damaged
 * counts what it held.
 *
 * Pure JavaScript (fflate, pdf-lib's own inflater), not node:zlib: this runs in the stamp worker, which
 * is terminated on its hard timeout, and a thread terminated while node:zlib creates its native handle
 * aborts the whole process on Node 20 ("Assertion failed: init_done_ && close before init").
 */
export function inflatedLength(data: Uint8Array, room: number): number | 'too-large' {
  let total = 0;
  const inflater = new Unzlib((chunk) => {
    total += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += INPUT_STEP) {
      inflater.push(data.subarray(at, at + INPUT_STEP), false);
      if (total > room) return 'too-large';
    }
    // Only now the end: a stream cut short has already given what it held.
    inflater.push(new Uint8Array(0), true);
  } catch {
    // Damaged, cut short, or bytes after its end: what it inflated so far is what counts.
  }
  return total > room ? 'too-large' : total;
}
