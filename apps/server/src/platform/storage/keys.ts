import { MAX_KEY_BYTES } from '@carrier/contracts';

/** Why a key was refused; the one place that decides what a key may be. */
export type KeyProblem =
  | 'empty'
  | 'too_long'
  | 'leading_slash'
  | 'backslash'
  | 'control_character'
  | 'dot_segment'
  | 'empty_segment'
  | 'bad_encoding'
  | 'not_a_file'
  | 'not_a_folder';

export class InvalidKeyError extends Error {
  constructor(readonly problem: KeyProblem) {
    super(`invalid key: ${problem}`);
    this.name = 'InvalidKeyError';
  }
}

// C0 controls, DEL and the C1 controls.
const CONTROL = /\p{Cc}/u;

/**
 * Checks a key exactly as given (never decoding it) and returns it in Unicode NFC, so that the same
 * key names the same object on every driver. Folder keys end with '/', file keys do not.
 */
export function validateKey(raw: string, kind: 'file' | 'folder' | 'any' = 'any'): string {
  const key = raw.normalize('NFC');
  if (key === '') throw new InvalidKeyError('empty');
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) throw new InvalidKeyError('too_long');
  if (key.startsWith('/')) throw new InvalidKeyError('leading_slash');
  if (key.includes('\\')) throw new InvalidKeyError('backslash');
  if (CONTROL.test(key)) throw new InvalidKeyError('control_character');
  const segments = (key.endsWith('/') ? key.slice(0, -1) : key).split('/');
  for (const segment of segments) {
    if (segment === '') throw new InvalidKeyError('empty_segment');
    if (segment === '.' || segment === '..') throw new InvalidKeyError('dot_segment');
  }
  if (kind === 'file' && key.endsWith('/')) throw new InvalidKeyError('not_a_file');
  if (kind === 'folder' && !key.endsWith('/')) throw new InvalidKeyError('not_a_folder');
  return key;
}

/** A key from a URL path: percent-decoded exactly once, then validated. */
export function decodePathKey(encoded: string, kind: 'file' | 'folder' | 'any' = 'any'): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    throw new InvalidKeyError('bad_encoding');
  }
  return validateKey(decoded, kind);
}

/** '' (the root) or a valid folder key; a missing trailing slash is added. */
export function folderPrefix(raw: string): string {
  if (raw === '') return '';
  return validateKey(raw.endsWith('/') ? raw : `${raw}/`, 'folder');
}

/** The folder a key sits in ('' for the root): 'a/b/c.txt' → 'a/b/', 'a/b/' → 'a/'. */
export function parentOf(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  const slash = trimmed.lastIndexOf('/');
  return slash < 0 ? '' : trimmed.slice(0, slash + 1);
}

/** The last segment without its slash: 'a/b/c.txt' → 'c.txt', 'a/b/' → 'b'. */
export function nameOf(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** Every folder above a key, outermost first: 'a/b/c.txt' → ['a/', 'a/b/']. */
export function ancestorsOf(key: string): string[] {
  const folders: string[] = [];
  for (let parent = parentOf(key); parent !== ''; parent = parentOf(parent)) folders.unshift(parent);
  return folders;
}
