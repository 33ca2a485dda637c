import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit, { type Font } from '@cantoo/fontkit';
import { StandardFonts } from '@cantoo/pdf-lib';

/**
 * One face of an installed font file (a collection holds several, told apart by PostScript name), or
 * one of the standard PDF fonts every reader has (`standard`: no file, nothing embedded, WinAnsi only).
 */
export type FontFace = { path: string; postscriptName: string; standard?: StandardFonts };
type FaceStyle = 'REGULAR' | 'BOLD' | 'ITALIC' | 'BOLD_ITALIC';
type FontFamily = { name: string; faces: Partial<Record<FaceStyle, FontFace>> };
export type FontCatalogue = {
  /** Family names, sorted: the selectable list. */
  names: string[];
  family(name: string): FontFamily | undefined;
  /** The family used for characters the chosen font lacks (a CJK font when one is installed). */
  fallback: FontFamily | undefined;
};

/** Where Debian installs fonts (fonts-dejavu-core, fonts-noto-cjk; see scripts/ensure.mjs). */
const FONT_DIRECTORIES = ['/usr/share/fonts', '/usr/local/share/fonts'];
const FALLBACK_PREFERENCE = ['Noto Sans CJK HK', 'Noto Sans CJK TC', 'Noto Sans CJK SC', 'Noto Sans CJK JP'];

function styleOf(subfamily: string | null): FaceStyle | null {
  const name = (subfamily ?? '').toLowerCase().replace('oblique', 'italic').trim();
  if (['regular', 'book', 'normal', 'roman'].includes(name)) return 'REGULAR';
  if (name === 'bold') return 'BOLD';
  if (name === 'italic') return 'ITALIC';
  if (name === 'bold italic') return 'BOLD_ITALIC';
  return null;
}

function fontFiles(directory: string, found: string[] = [], depth = 0): string[] {
  if (depth > 6) return found;
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) fontFiles(path, found, depth + 1);
    else if (/\.(ttf|otf|ttc)$/i.test(entry.name)) found.push(path);
  }
  return found;
}

/** The faces of one font file; a file fontkit cannot read is skipped. */
function facesOf(path: string): Font[] {
  try {
    const opened = fontkit.create(readFileSync(path));
    return 'fonts' in opened ? opened.fonts : [opened];
  } catch {
    return [];
  }
}

const standardFamily = (name: string, faces: Record<FaceStyle, StandardFonts>): FontFamily => ({
  name,
  faces: Object.fromEntries(
    Object.entries(faces).map(([style, font]) => [style, { path: '', postscriptName: font, standard: font }]),
  ),
});

/** The standard PDF families (pdf-lib's StandardFonts): selectable whatever is installed. */
const STANDARD_FAMILIES: readonly FontFamily[] = [
  standardFamily('Courier', {
    REGULAR: StandardFonts.Courier,
    BOLD: StandardFonts.CourierBold,
    ITALIC: StandardFonts.CourierOblique,
    BOLD_ITALIC: StandardFonts.CourierBoldOblique,
  }),
  standardFamily('Helvetica', {
    REGULAR: StandardFonts.Helvetica,
    BOLD: StandardFonts.HelveticaBold,
    ITALIC: StandardFonts.HelveticaOblique,
    BOLD_ITALIC: StandardFonts.HelveticaBoldOblique,
  }),
  standardFamily('Times-Roman', {
    REGULAR: StandardFonts.TimesRoman,
    BOLD: StandardFonts.TimesRomanBold,
    ITALIC: StandardFonts.TimesRomanItalic,
    BOLD_ITALIC: StandardFonts.TimesRomanBoldItalic,
  }),
];

/** Reads the installed fonts: each family with its regular, bold, italic and bold italic faces. */
function scanFonts(directories: readonly string[] = FONT_DIRECTORIES): FontCatalogue {
  const families = new Map<string, FontFamily>();
  for (const path of directories.flatMap((directory) => fontFiles(directory)).sort()) {
    for (const font of facesOf(path)) {
      const style = styleOf(font.subfamilyName);
      if (!style || !font.familyName || !font.postscriptName) continue;
      const family = families.get(font.familyName) ?? { name: font.familyName, faces: {} };
      family.faces[style] ??= { path, postscriptName: font.postscriptName };
      families.set(font.familyName, family);
    }
  }
  for (const [name, family] of families) if (!family.faces.REGULAR) families.delete(name);
  for (const family of STANDARD_FAMILIES) if (!families.has(family.name)) families.set(family.name, family);
  const names = [...families.keys()].sort((a, b) => a.localeCompare(b));
  const fallbackName =
    FALLBACK_PREFERENCE.find((name) => families.has(name)) ?? names.find((name) => name.includes('CJK'));
  return {
    names,
    family: (name) => families.get(name),
    fallback: fallbackName ? families.get(fallbackName) : undefined,
  };
}

let installed: FontCatalogue | null = null;
/** The installed fonts, read once per process. */
export const installedFonts = (): FontCatalogue => {
  installed ??= scanFonts();
  return installed;
};
