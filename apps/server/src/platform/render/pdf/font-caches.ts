import type { Font } from '@cantoo/fontkit';
import type { PDFContext } from '@cantoo/pdf-lib';
import { zlibSync } from 'fflate';
import { LruCache } from '../../../core/lru-cache';

/**
 * What stamps repeat, kept per thread: the same texts come back render after render (labels, names, a
 * template's fixed words), and encoding a CJK (CFF) subset, compressing it and shaping text took most
 * of a stamp. Each cached value is what the uncached call gives for the same arguments, so the PDF is
 * byte for byte the same (font-caches.test.ts).
 */

/** What a fontkit subset is to us: the glyph ids it holds, in order, and its encoder. */
type Subset = { glyphs: number[]; includedTables?: string[]; encode(): Uint8Array };

/** Encoded subsets by font and glyphs in order; each with its compressed form once a PDF embedded it. */
const subsets = new LruCache<{ bytes: Uint8Array; deflated?: Uint8Array }>({
  maxSize: 32 * 1024 * 1024,
  maxEntrySize: 4 * 1024 * 1024,
  sizeOf: (entry) => entry.bytes.byteLength * 2,
});
/** Shaped text (fontkit's glyph run) by font, text and layout arguments. */
const layouts = new LruCache<ReturnType<Font['layout']>>(20_000);
/** The cache entry of each encoded subset's bytes, to find its compressed form. */
const entryOf = new WeakMap<Uint8Array, { bytes: Uint8Array; deflated?: Uint8Array }>();
const fontIds = new WeakMap<Font, number>();
let nextFontId = 0;

/** Makes the font's text shaping and its subsets' encoding answer from the caches above. */
export function withFontCaches(font: Font): Font {
  if (fontIds.has(font)) return font;
  const id = nextFontId++;
  fontIds.set(font, id);
  const layout = font.layout.bind(font);
  font.layout = ((text: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string') return (layout as (...args: unknown[]) => unknown)(text, ...rest);
    const key = `${id}\u0000${JSON.stringify(rest)}\u0000${text}`;
    let run = layouts.get(key);
    if (!run) {
      run = (layout as (...args: unknown[]) => ReturnType<Font['layout']>)(text, ...rest);
      layouts.set(key, run);
    }
    return run;
  }) as Font['layout'];
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as unknown as Subset;
    const encode = subset.encode.bind(subset);
    subset.encode = () => {
      const key = `${id}\u0000${subset.glyphs.join(',')}\u0000${(subset.includedTables ?? []).join(',')}`;
      let entry = subsets.get(key);
      if (!entry) {
        entry = { bytes: encode() };
        entryOf.set(entry.bytes, entry);
        subsets.set(key, entry);
      }
      return entry.bytes;
    };
    return subset as unknown as ReturnType<Font['createSubset']>;
  };
  return font;
}

/**
 * Makes the document compress a cached subset once: `flateStream` of bytes the subset cache gave is
 * the stream of their kept compressed form (the same bytes `zlibSync` gives every time).
 */
export function withCachedFontStreams(context: PDFContext) {
  const flateStream = context.flateStream.bind(context);
  context.flateStream = (contents, dict = {}) => {
    const entry = contents instanceof Uint8Array ? entryOf.get(contents) : undefined;
    if (!entry) return flateStream(contents, dict);
    entry.deflated ??= zlibSync(entry.bytes);
    return context.stream(entry.deflated, { ...dict, Filter: 'FlateDecode' });
  };
}
