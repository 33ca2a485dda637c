/** A component's locale texts: locale, then text key, then text. */
export type ComponentLocales = Record<string, Record<string, string>>;

const LOCALES_START = '/* editor:locales */ const locales = ';
const LOCALES_LINE = /\/\* editor:locales \*\/ const locales = (.*);$/m;

/** The script of a new component: input1..input9 and a form of input1..input12 (spec 002 §3). */
export function starterScript(locales: ComponentLocales = {}): string {
  return `${LOCALES_START}${JSON.stringify(locales)};

export default {
  i18n: { messages: locales },
  data() {
    return {
${Array.from({ length: 9 }, (_, index) => `      input${index + 1}: null,`).join('\n')}
      form: { ${Array.from({ length: 12 }, (_, index) => `input${index + 1}: null`).join(', ')} },
    };
  },
};
`;
}

/** The locale texts a component's script holds (its `editor:locales` line); empty when it has none. */
export function localesOfScript(script: string): ComponentLocales {
  const match = LOCALES_LINE.exec(script);
  if (!match?.[1]) return {};
  try {
    const parsed: unknown = JSON.parse(match[1]);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const locales: ComponentLocales = {};
    for (const [locale, texts] of Object.entries(parsed)) {
      if (typeof texts !== 'object' || texts === null) continue;
      locales[locale] = Object.fromEntries(
        Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }
    return locales;
  } catch {
    return {};
  }
}

/** The script with its locale line replaced (or added at the top). */
export function scriptWithLocales(script: string, locales: ComponentLocales): string {
  const line = `${LOCALES_START}${JSON.stringify(locales)};`;
  if (!script.trim()) return starterScript(locales);
  if (LOCALES_LINE.test(script)) return script.replace(LOCALES_LINE, () => line);
  return `${line}\n\n${script}`;
}

/** The data fields a component's script declares that a form element can bind to. */
export function formFieldsOfScript(script: string): string[] {
  const fields: string[] = [];
  const form = /form:\s*\{([^}]*)\}/.exec(script);
  for (const match of script.matchAll(/^\s*(input\d+):/gm)) if (match[1]) fields.push(match[1]);
  if (form?.[1]) for (const match of form[1].matchAll(/(\w+)\s*:/g)) if (match[1]) fields.push(`form.${match[1]}`);
  return [...new Set(fields)];
}
