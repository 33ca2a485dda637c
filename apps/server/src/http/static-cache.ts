import { relative, sep } from 'node:path';

/** A content-addressed file never changes under its name: browsers keep it a year without asking. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Anything else (index.html, published.html, favicon, robots): kept, but checked with the server each time. */
const REVALIDATE_CACHE = 'no-cache';

// Vite names its build output `assets/<name>-<hash>.<ext>`, the hash 8 base64url characters.
const HASHED_ASSET = /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(?:\.map)?$/i;

/** The Cache-Control of a file of the built studio, by its path under the build's root. */
export function staticCacheControl(root: string, filePath: string): string {
  const path = relative(root, filePath).split(sep).join('/');
  return HASHED_ASSET.test(path) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
