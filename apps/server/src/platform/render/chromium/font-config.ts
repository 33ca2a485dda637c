import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CjkSlice, HB_SUBSET, sliceCjkFont } from './cjk-slices';

/**
 * The CJK fallback of printed documents: a TrueType font, which Chromium embeds as a subset. Noto Sans
 * CJK (the system's fallback) is a CFF font that Chromium draws as Type 3 glyphs, at about 100 ms more
 * per print. Documents naming a CJK font (such as 'Noto Sans CJK HK') still print with it.
 */
export const CJK_FALLBACK = {
  family: 'Droid Sans Fallback',
  file: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The system's fontconfig, plus the slices' folder (each slice named by its file) and the fallback families. */
export function fontConfig(families: string[], slices: { folder: string; slices: CjkSlice[] } | null) {
  const scanned = slices
    ? [
        `  <dir>${escapeXml(slices.folder)}</dir>`,
        ...slices.slices.map(
          (slice) =>
            `  <match target="scan"><test name="file"><string>${escapeXml(slice.file)}</string></test>` +
            `<edit name="family" mode="assign" binding="same"><string>${escapeXml(slice.family)}</string></edit></match>`,
        ),
      ]
    : [];
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="no">/etc/fonts/fonts.conf</include>
${scanned.join('\n')}
  <match target="pattern"><edit name="family" mode="append" binding="weak">${families
    .map((family) => `<string>${escapeXml(family)}</string>`)
    .join('')}</edit></match>
</fontconfig>
`;
}

/** The fallback cut into slices when hb-subset is there; else the whole font (slower to embed). */
async function fallbackFamilies(folder: string) {
  if (existsSync(HB_SUBSET)) {
    const slices = await sliceCjkFont(CJK_FALLBACK.file, folder).catch(() => null);
    if (slices)
      return fontConfig(
        slices.map((slice) => slice.family),
        { folder, slices },
      );
  }
  return fontConfig([CJK_FALLBACK.family], null);
}

let written: Promise<string | undefined> | null = null;

/**
 * Chromium's environment: the system's fontconfig with the CJK fallback appended to every family list,
 * when that font is installed (written once per process into a private folder, removed on exit).
 */
export async function chromiumEnvironment(): Promise<NodeJS.ProcessEnv> {
  written ??= (async () => {
    if (!existsSync(CJK_FALLBACK.file) || !existsSync('/etc/fonts/fonts.conf')) return undefined;
    const folder = await mkdtemp(join(tmpdir(), 'carrier-chromium-fonts-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const path = join(folder, 'fonts.conf');
    await writeFile(path, await fallbackFamilies(folder));
    return path;
  })().catch(() => undefined);
  const path = await written;
  return path ? { ...process.env, FONTCONFIG_FILE: path } : process.env;
}
