import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const features = join(__dirname, '..', 'features');
/** Every `locales` folder under features/, however deep (a template kind's editor keeps its own). */
function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.name !== 'locales') return localeFolders(path);
      return readdirSync(path).includes('en-US.json') ? [path] : [];
    });
}
const bundles = [join(__dirname, 'locales'), ...localeFolders(features)];

describe('studio texts', () => {
  it.each(bundles)('%s has every en-US text in zh-HK too, and no extra ones', (dir) => {
    expect(keys(read(join(dir, 'zh-HK.json'))).sort()).toEqual(keys(read(join(dir, 'en-US.json'))).sort());
  });

  it.each(bundles)('%s counts with plural forms: a "{{count}} thing" text has _one and _other', (dir) => {
    const texts = read(join(dir, 'en-US.json'));
    const entries = (value: unknown, prefix = ''): Array<[string, string]> =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key))
        : [[prefix, String(value)]];
    const all = entries(texts);
    const singular = all.filter(
      ([key, text]) => /\{\{count\}\} [A-Za-z]/.test(text) && !/_(one|other|zero)$/.test(key),
    );
    expect(singular.map(([key]) => key)).toEqual([]);
    const keys = new Set(all.map(([key]) => key));
    const lonely = [...keys].filter((key) => key.endsWith('_one') && !keys.has(key.replace(/_one$/, '_other')));
    expect(lonely).toEqual([]);
  });

  it('has a text for every key the studio asks for by name (a missing one shows the raw key)', () => {
    const known = new Set(bundles.flatMap((dir) => keys(read(join(dir, 'en-US.json')))));
    const has = (key: string) => known.has(key) || known.has(`${key}_one`) || known.has(`${key}_other`);
    const sources = readdirSync(join(__dirname, '..'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const missing = sources.flatMap((file) =>
      [...readFileSync(join(__dirname, '..', file), 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)]
        .map((match) => match[1] as string)
        .filter((key) => !has(key))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives each feature its own top-level keys', () => {
    const owners = new Map<string, string>();
    for (const dir of bundles) {
      for (const key of Object.keys(read(join(dir, 'en-US.json')))) {
        expect(owners.get(key), `"${key}" is defined by ${owners.get(key)} and ${dir}`).toBeUndefined();
        owners.set(key, dir);
      }
    }
  });
});
