import type { PDFDocument } from '@cantoo/pdf-lib';

/** The document information a template may set (PDF Info dictionary); empty fields are left as printed. */
export type PdfMetadata = {
  title?: string | null;
  author?: string | null;
  subject?: string | null;
  creator?: string | null;
};

/** Longest metadata field kept (characters): a title is a line of a reader's window, not a page. */
export const MAX_METADATA_LENGTH = 1000;

/**
 * Writes the set fields into the document's Info dictionary (pdf-lib writes them as UTF-16 text strings),
 * with our creator (unless the template names one) and producer.
 */
export function applyMetadata(document: PDFDocument, metadata: PdfMetadata | null | undefined) {
  const fields = infoFields(metadata);
  if (fields.Title) document.setTitle(fields.Title);
  if (fields.Author) document.setAuthor(fields.Author);
  if (fields.Subject) document.setSubject(fields.Subject);
  document.setCreator(fields.Creator ?? PDF_CREATOR);
  document.setProducer(fields.Producer ?? PDF_PRODUCER);
}

/** Creator and Producer of every PDF we make (the creator unless the template names its own). */
export const PDF_CREATOR = 'Carrier Studio';
const PDF_PRODUCER = 'Carrier Studio';

/**
 * The Info fields a finished PDF gets: the set fields, the creator ours when the template sets none, the
 * producer ours (never the renderer's, "HeadlessChrome" and "Skia/PDF").
 */
export function infoFields(metadata: PdfMetadata | null | undefined): Record<string, string> {
  const clip = (text: string) => text.slice(0, MAX_METADATA_LENGTH);
  const fields: Record<string, string> = {};
  if (metadata?.title) fields.Title = clip(metadata.title);
  if (metadata?.author) fields.Author = clip(metadata.author);
  if (metadata?.subject) fields.Subject = clip(metadata.subject);
  fields.Creator = clip(metadata?.creator || PDF_CREATOR);
  fields.Producer = PDF_PRODUCER;
  return fields;
}

/** A PDF text string of any text: UTF-16BE with its byte-order mark, in hex. */
function hexText(text: string): string {
  return `<${Buffer.from(`\ufeff${text}`, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

const WHITESPACE = /[\0\t\n\f\r ]/;
const REGULAR = /[^\0\t\n\f\r ()<>[\]{}/%]/;

/** Bytes of an Info object read at most: its fields are cut to MAX_METADATA_LENGTH characters. */
const MAX_INFO_BYTES = 256 * 1024;

type Token = { kind: 'name' | 'value'; text: string; start: number; end: number };

/**
 * The tokens of a dictionary `<<...>>` starting at `start` (names, strings, numbers, keywords), and its
 * end; null when it holds a nested dictionary, an array or a comment, or does not end.
 */
function dictionaryTokens(text: string, start: number): { tokens: Token[]; end: number } | null {
  if (!text.startsWith('<<', start)) return null;
  const tokens: Token[] = [];
  let i = start + 2;
  while (i < text.length) {
    const char = text[i] as string;
    if (WHITESPACE.test(char)) {
      i++;
    } else if (text.startsWith('>>', i)) {
      return { tokens, end: i + 2 };
    } else if (char === '(') {
      let depth = 0;
      let end = -1;
      for (let j = i; j < text.length && end < 0; j++) {
        if (text[j] === '\\') j++;
        else if (text[j] === '(') depth++;
        else if (text[j] === ')' && --depth === 0) end = j + 1;
      }
      if (end < 0) return null;
      tokens.push({ kind: 'value', text: text.slice(i, end), start: i, end });
      i = end;
    } else if (char === '<' && text[i + 1] !== '<') {
      const end = text.indexOf('>', i);
      if (end < 0) return null;
      tokens.push({ kind: 'value', text: text.slice(i, end + 1), start: i, end: end + 1 });
      i = end + 1;
    } else if (char === '/' || REGULAR.test(char)) {
      let end = i + 1;
      while (end < text.length && REGULAR.test(text[end] as string)) end++;
      tokens.push({ kind: char === '/' ? 'name' : 'value', text: text.slice(i, end), start: i, end });
      i = end;
    } else {
      return null;
    }
  }
  return null;
}

/** The dictionary's entries as key and source text (a reference's three tokens are one value). */
function dictionaryEntries(text: string, tokens: Token[]): { key: string; source: string }[] | null {
  const entries: { key: string; source: string }[] = [];
  for (let i = 0; i < tokens.length; ) {
    const key = tokens[i] as Token;
    if (key.kind !== 'name') return null;
    const isReference =
      tokens[i + 1]?.kind === 'value' && tokens[i + 2]?.kind === 'value' && tokens[i + 3]?.text === 'R';
    const last = tokens[isReference ? i + 3 : i + 1];
    if (!last) return null;
    entries.push({ key: key.text.slice(1), source: text.slice(key.start, last.end) });
    i += isReference ? 4 : 2;
  }
  return entries;
}

/**
 * The PDF with its Info dictionary's `fields` replaced, appended as an incremental update (a new Info
 * object, a one-entry cross-reference section and trailer; the old dictionary is blanked in place, so
 * every offset stays): nothing is parsed but the trailer and the Info dictionary, and nothing is
 * re-serialised. Null when the PDF is
 * not laid out as Chromium writes it (one classic cross-reference table, no encryption): the caller
 * rewrites it whole instead.
 */
export function withInfo(pdf: Uint8Array, fields: Record<string, string>): Uint8Array | null {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!startxref) return null;
  const xrefOffset = Number(startxref[1]);
  if (xrefOffset >= bytes.length) return null;
  const section = bytes.subarray(xrefOffset).toString('latin1');
  const table = /^xref\s+0\s+(\d+)\s*?\r?\n/.exec(section);
  if (!table) return null;
  const count = Number(table[1]);
  const trailerAt = table[0].length + count * 20;
  if (!section.startsWith('trailer', trailerAt)) return null;
  const trailerStart = section.indexOf('<<', trailerAt);
  const trailer = dictionaryTokens(section, trailerStart);
  const trailerEntries = trailer && dictionaryEntries(section, trailer.tokens);
  if (!trailerEntries || trailerEntries.some((entry) => entry.key === 'Encrypt' || entry.key === 'Prev')) return null;
  const size = Number(/^\/Size\s+(\d+)$/.exec(trailerEntries.find((entry) => entry.key === 'Size')?.source ?? '')?.[1]);
  if (!(size === count)) return null;
  const info = /^\/Info\s+(\d+)\s+(\d+)\s+R$/.exec(trailerEntries.find((entry) => entry.key === 'Info')?.source ?? '');

  let kept: string[] = [];
  let objectNumber = size;
  /** The old Info dictionary's contents (from, to): blanked, so the renderer's words are not left in the file. */
  let superseded: [number, number] | null = null;
  if (info) {
    objectNumber = Number(info[1]);
    if (objectNumber <= 0 || objectNumber >= count || info[2] !== '0') return null;
    const entryLine = section.slice(table[0].length + objectNumber * 20, table[0].length + objectNumber * 20 + 18);
    const offset = Number(entryLine.slice(0, 10));
    if (!/^\d{10} 00000 n$/.test(entryLine) || offset >= xrefOffset) return null;
    // The Info dictionary is read from at most its first MAX_INFO_BYTES (a longer one is rewritten whole).
    const object = bytes.subarray(offset, Math.min(xrefOffset, offset + MAX_INFO_BYTES)).toString('latin1');
    const header = new RegExp(`^${objectNumber}\\s+0\\s+obj\\s*`).exec(object);
    const dictionary = header && dictionaryTokens(object, header[0].length);
    const entries = dictionary && dictionaryEntries(object, dictionary.tokens);
    if (!entries || !dictionary) return null;
    kept = entries.filter((entry) => !Object.hasOwn(fields, entry.key)).map((entry) => entry.source);
    superseded = [offset + header[0].length + 2, offset + dictionary.end - 2];
  }
  const written = Object.entries(fields).map(([key, value]) => `/${key} ${hexText(value)}`);
  const newSize = info ? size : size + 1;
  const keptTrailer = trailerEntries
    .filter((entry) => entry.key !== 'Size' && entry.key !== 'Info')
    .map((entry) => entry.source);
  const objectAt = bytes.length + 1;
  const body = `\n${objectNumber} 0 obj\n<<${[...kept, ...written].join('\n')}>>\nendobj\n`;
  const xrefAt = bytes.length + Buffer.byteLength(body, 'latin1');
  const update = `${body}xref\n${objectNumber} 1\n${String(objectAt).padStart(10, '0')} 00000 n \ntrailer\n<<${[
    `/Size ${newSize}`,
    ...keptTrailer,
    `/Info ${objectNumber} 0 R`,
    `/Prev ${xrefOffset}`,
  ].join('\n')}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const updated = Buffer.concat([bytes, Buffer.from(update, 'latin1')]);
  if (superseded) updated.fill(0x20, superseded[0], superseded[1]);
  return new Uint8Array(updated.buffer, updated.byteOffset, updated.byteLength);
}
