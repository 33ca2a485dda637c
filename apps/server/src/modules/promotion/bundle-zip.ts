import {
  acceptedExtension,
  BUNDLE_FILES_FOLDER,
  BUNDLE_FORMAT,
  BUNDLE_FORMAT_VERSION,
  BUNDLE_LIMITS,
  BUNDLE_MANIFEST,
  CONTENT_TYPES,
  PROMOTION_ERRORS,
  ZBundleManifest,
} from '@carrier/contracts';
import { type UnzipFileInfo, unzipSync, type Zippable, zipSync } from 'fflate';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import { firstUnstorableText, type TextFault } from '../../core/storable-text';
import { validateKey } from '../../platform/storage/keys';
import { contentMatches } from '../files/file-content';
import { type Bundle, canonicalJson } from './bundle';
import { sha256 } from './file.part';

/** Every entry of a bundle carries this time, so the same bundle always gives the same bytes. */
const FIXED_TIME = new Date('2000-01-01T12:00:00Z');

/** A bundle as a zip: manifest.json (keys sorted, indented) then files/<sha256>, in that order. */
export function zipBundle(bundle: Bundle): Uint8Array {
  const manifest = JSON.stringify(JSON.parse(canonicalJson(bundle.manifest)), null, 2);
  const entries: Zippable = { [BUNDLE_MANIFEST]: [new TextEncoder().encode(`${manifest}\n`), { mtime: FIXED_TIME }] };
  const hashes = [...new Set(bundle.manifest.files.map((file) => file.sha256))].sort();
  for (const hash of hashes) {
    const bytes = bundle.bytes.get(hash);
    if (bytes) entries[`${BUNDLE_FILES_FOLDER}${hash}`] = [bytes, { mtime: FIXED_TIME }];
  }
  return zipSync(entries, { level: 6 });
}

class Refused {
  constructor(readonly problem: Problem) {}
}

/** The zip's entries after its directory passed the limits (declared sizes; inflation checks them again). */
function unpack(zip: Uint8Array): Outcome<Record<string, Uint8Array>> {
  if (zip.byteLength > BUNDLE_LIMITS.zipBytes) return fail(PROMOTION_ERRORS.bundleTooLarge);
  let count = 0;
  let total = 0;
  const filter = (file: UnzipFileInfo) => {
    count += 1;
    total += file.originalSize;
    if (
      count > BUNDLE_LIMITS.entries ||
      file.originalSize > BUNDLE_LIMITS.entryBytes ||
      total > BUNDLE_LIMITS.uncompressedBytes
    )
      throw new Refused(PROMOTION_ERRORS.bundleTooLarge);
    return true;
  };
  try {
    const entries = unzipSync(zip, { filter });
    const inflated = Object.values(entries).reduce((sum, bytes) => sum + bytes.byteLength, 0);
    return inflated > BUNDLE_LIMITS.uncompressedBytes ? fail(PROMOTION_ERRORS.bundleTooLarge) : ok(entries);
  } catch (error) {
    if (error instanceof Refused) return fail(error.problem);
    return fail(PROMOTION_ERRORS.bundleNotZip);
  }
}

const UNSTORABLE_WORDS: Record<TextFault, string> = {
  nul: 'holds a NUL character',
  surrogate: 'holds a lone surrogate, which is not Unicode text',
};

function manifestOf(bytes: Uint8Array): Outcome<Bundle['manifest']> {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail(PROMOTION_ERRORS.bundleManifestJson);
  }
  const head = (json ?? {}) as { format?: unknown; version?: unknown };
  if (head.format !== BUNDLE_FORMAT || head.version !== BUNDLE_FORMAT_VERSION)
    return fail(PROMOTION_ERRORS.bundleFormat(`${String(head.format)} ${String(head.version)}`));
  const unstorable = firstUnstorableText(json);
  if (unstorable) return fail(PROMOTION_ERRORS.bundleManifest(unstorable.path, UNSTORABLE_WORDS[unstorable.fault]));
  const parsed = ZBundleManifest.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return fail(PROMOTION_ERRORS.bundleManifest(issue?.path.join('.') || '(top)', issue?.message ?? 'invalid'));
}

/** Checks one file the manifest names: a key the file service takes, bytes present, of the right size, hash and type. */
function fileProblem(file: Bundle['manifest']['files'][number], bytes: Uint8Array | undefined): Problem | null {
  try {
    validateKey(file.key, 'file');
  } catch {
    return PROMOTION_ERRORS.bundleFileRefused(file.key);
  }
  if (!bytes) return PROMOTION_ERRORS.bundleMissingFile(file.key);
  if (bytes.byteLength !== file.size || sha256(bytes) !== file.sha256)
    return PROMOTION_ERRORS.bundleFileMismatch(file.key);
  const extension = acceptedExtension(file.key);
  if (
    !extension ||
    file.contentType !== CONTENT_TYPES[extension] ||
    !contentMatches(extension, Buffer.from(bytes.subarray(0, 8192)))
  )
    return PROMOTION_ERRORS.bundleFileRefused(file.key);
  return null;
}

/** A bundle from an untrusted zip, or what is wrong with it (the first problem found). */
export function unzipBundle(zip: Uint8Array): Outcome<Bundle> {
  const entries = unpack(zip);
  if (!entries.ok) return entries;
  const manifestBytes = entries.value[BUNDLE_MANIFEST];
  if (!manifestBytes) return fail(PROMOTION_ERRORS.bundleNoManifest);
  const manifest = manifestOf(manifestBytes);
  if (!manifest.ok) return manifest;
  const bytes = new Map<string, Uint8Array>();
  for (const file of manifest.value.files) {
    const content = entries.value[`${BUNDLE_FILES_FOLDER}${file.sha256}`];
    const problem = fileProblem(file, content);
    if (problem) return fail(problem);
    if (content) bytes.set(file.sha256, content);
  }
  return ok({ manifest: manifest.value, bytes });
}
