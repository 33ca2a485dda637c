import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Real public MJML templates: the examples of MJML's own documentation, which every mjml component
 * package ships as its README (installed with mjml, our dependency). Read from node_modules, never
 * copied into this repository.
 */
export function publicMjmlTemplates(): { name: string; source: string }[] {
  const fromMjml = createRequire(createRequire(import.meta.url).resolve('mjml/package.json'));
  const preset = fromMjml('mjml-preset-core/package.json') as { dependencies: Record<string, string> };
  const fromPreset = createRequire(fromMjml.resolve('mjml-preset-core/package.json'));
  const packages = Object.keys(preset.dependencies).filter((name) => name.startsWith('mjml-'));
  const readmes = [
    { name: 'mjml', folder: dirname(fromMjml.resolve('mjml/package.json')) },
    ...packages.map((name) => ({ name, folder: dirname(fromPreset.resolve(`${name}/package.json`)) })),
  ];
  return readmes.flatMap(({ name, folder }) => {
    let readme = '';
    try {
      readme = readFileSync(join(folder, 'README.md'), 'utf8');
    } catch {
      return [];
    }
    // mj-include needs files beside the template: those examples are left out.
    const sources = [...readme.matchAll(/<mjml>[\s\S]*?<\/mjml>/g)]
      .map(([source]) => source)
      .filter((source) => !source.includes('<mj-include'));
    return sources.map((source, index) => ({ name: `${name} #${index + 1}`, source }));
  });
}

/** Tags whose content MJML copies through: Liquid goes into their text. */
const CONTENT = /(<(mj-text|mj-button|mj-raw|mj-table|mj-preview)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/g;
/** href, src, alt and title on any element (MJML's and the HTML inside copied content). */
const ATTRIBUTE = /(\s(?:href|src|alt|title)\s*=\s*)"([^"]*)"/g;

/**
 * The template with Liquid put in as an author would, varied by `seed`: the first text of each copied
 * element and each href/src/alt/title value show data (alone, after text of their own or as a query),
 * each mj-table and some mj-text loop over members, and every fifth template repeats its first
 * mj-section in a `{% for %}` (Liquid outside copied text: the shortcut must decline it).
 */
export function withLiquid(source: string, seed: number): string {
  let counter = seed;
  const variable = () => `data.v${counter++ % 6}`;
  let html = source.replace(CONTENT, (_whole, open: string, tag: string, content: string, close: string) => {
    let text = content.replace(/>([^<]*\S[^<]*)</, (_text, words: string) => `>${words.trim()} {{ ${variable()} }}<`);
    if (text === content) text = /\S/.test(content) ? `{{ ${variable()} }} ${content.trim()}` : `{{ ${variable()} }}`;
    if (tag === 'mj-table')
      text += '{% for member in data.members %}<tr><td>{{ member }}</td><td>{{ data.v1 }}</td></tr>{% endfor %}';
    else if (tag === 'mj-text' && counter % 2 === 0)
      text += '{% for member in data.members %}<p title="{{ member }}">{{ member }}</p>{% endfor %}';
    return `${open}${text}${close}`;
  });
  html = html.replace(ATTRIBUTE, (_whole, name: string, value: string) => {
    const shape = counter % 3;
    const liquid = `{{ ${variable()} }}`;
    // A value of Liquid alone (MJML tests some for being empty: the shortcut declines it) in some templates.
    if (shape === 0 && seed % 4 === 1) return `${name}"${liquid}"`;
    if (shape === 0) return `${name}"${value} ${liquid}"`;
    if (shape === 1) return `${name}"${value || 'x'} ${liquid}"`;
    return `${name}"${value || 'https://example.test/'}?q=${liquid}"`;
  });
  if (seed % 5 === 0)
    html = html.replace(/<mj-section\b[\s\S]*?<\/mj-section>/, (section) => {
      return `{% for member in data.members %}${section}{% endfor %}`;
    });
  return html;
}
