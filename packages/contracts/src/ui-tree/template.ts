import { UI_DEFAULT_LOCALE, type UiNode, walkTree } from './node';
import type { ComponentLocales } from './script';

/** 'JInputText' -> 'j-input-text'. */
export const kebabTag = (name: string) =>
  name.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);
/** 'j-input-text' -> 'JInputText'. */
export const pascalTag = (tag: string) =>
  tag
    .split('-')
    .map((part) => (part ? part[0]?.toUpperCase() + part.slice(1) : ''))
    .join('');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The locale key of one text of one node. */
export const textKey = (id: string, field: string) => `${id}.${field}`;
const CONTENT = 'content';
const EDITOR = { id: 'data-node-id', label: 'data-label', componentId: 'data-component-id' } as const;

function attributes(node: UiNode): string[] {
  const list: string[] = [`${EDITOR.id}="${node.id}"`, `${EDITOR.label}="${escapeAttr(node.label)}"`];
  if (node.componentId) list.push(`${EDITOR.componentId}="${escapeAttr(node.componentId)}"`);
  for (const [name, value] of Object.entries(node.attrsMap)) list.push(`${name}="${escapeAttr(value)}"`);
  if (node.bindTo) list.push(`v-model="${escapeAttr(node.bindTo)}"`);
  for (const field of Object.keys(node.editorSettings.texts).sort())
    if (field !== CONTENT) list.push(`:${field}="$t('${textKey(node.id, field)}')"`);
  for (const [name, value] of Object.entries(node.editorSettings.props)) {
    if (value === undefined) continue;
    list.push(
      typeof value === 'string' ? `${name}="${escapeAttr(value)}"` : `:${name}="${escapeAttr(JSON.stringify(value))}"`,
    );
  }
  return list;
}

/**
 * The Vue 2 template of a tree: each node an element named after its type in kebab case, its texts
 * as `$t` keys (the texts themselves go to the script's locales, see localesOfTree).
 */
export function toVueTemplate(root: UiNode, indent = ''): string {
  const tag = kebabTag(root.component);
  const open = `${indent}<${tag} ${attributes(root).join(' ')}`;
  const inner: string[] = [];
  if (root.editorSettings.texts[CONTENT]) inner.push(`${indent}  {{ $t('${textKey(root.id, CONTENT)}') }}`);
  for (const child of root.children) inner.push(toVueTemplate(child, `${indent}  `));
  if (inner.length === 0) return `${open} />`;
  return `${open}>\n${inner.join('\n')}\n${indent}</${tag}>`;
}

/** The texts of every node of a tree, per locale, keyed as the template reads them. */
export function localesOfTree(root: UiNode): ComponentLocales {
  const locales: ComponentLocales = {};
  for (const node of walkTree(root))
    for (const [field, byLocale] of Object.entries(node.editorSettings.texts))
      for (const [locale, text] of Object.entries(byLocale)) {
        locales[locale] ??= {};
        (locales[locale] as Record<string, string>)[textKey(node.id, field)] = text;
      }
  return locales;
}

/** The element shape of Vue 2.6's template compiler AST that a tree is read from. */
export type VueAstElement = {
  type: number;
  tag?: string;
  text?: string;
  attrsMap?: Record<string, string>;
  children?: VueAstElement[];
};

const T_CALL = /^\$t\('([^']*)'\)$/;
const T_TEXT = /^\{\{\s*\$t\('([^']*)'\)\s*\}\}$/;

function textsOf(key: string, locales: ComponentLocales): Record<string, string> {
  const byLocale: Record<string, string> = {};
  for (const [locale, texts] of Object.entries(locales)) {
    const text = texts[key];
    if (text !== undefined) byLocale[locale] = text;
  }
  return byLocale;
}

let generated = 0;
const freshId = () => {
  generated += 1;
  return `n${generated.toString(36).padStart(7, '0')}`.slice(-8);
};

/**
 * The tree of a parsed template (the inverse of toVueTemplate): editor attributes give id, label and
 * component id, `$t` keys take their texts from the locales, bound props are JSON, a plain text
 * child becomes the default-locale content.
 */
export function fromVueAst(element: VueAstElement, locales: ComponentLocales = {}): UiNode {
  const attrs = { ...(element.attrsMap ?? {}) };
  const id = attrs[EDITOR.id] ?? freshId();
  const component = pascalTag(element.tag ?? 'div');
  const node: UiNode = {
    id,
    component,
    label: attrs[EDITOR.label] ?? component.replace(/^J/, ''),
    attrsMap: {},
    editorSettings: { props: {}, texts: {} },
    children: [],
  };
  if (attrs[EDITOR.componentId]) node.componentId = attrs[EDITOR.componentId];
  for (const name of Object.values(EDITOR)) delete attrs[name];
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'v-model') node.bindTo = value;
    else if (name.startsWith(':') || name.startsWith('v-bind:')) {
      const prop = name.replace(/^(:|v-bind:)/, '');
      const textCall = T_CALL.exec(value.trim());
      if (textCall?.[1] !== undefined) node.editorSettings.texts[prop] = textsOf(textCall[1], locales);
      else {
        try {
          node.editorSettings.props[prop] = JSON.parse(value);
        } catch {
          node.attrsMap[name] = value;
        }
      }
    } else if (name === 'class' || name === 'style' || name.startsWith('v-') || name.startsWith('@'))
      node.attrsMap[name] = value;
    else node.editorSettings.props[name] = value;
  }
  for (const child of element.children ?? []) {
    if (child.type === 1) node.children.push(fromVueAst(child, locales));
    else if (child.text?.trim()) {
      const text = child.text.trim();
      const key = T_TEXT.exec(text)?.[1];
      node.editorSettings.texts.content = key ? textsOf(key, locales) : { [UI_DEFAULT_LOCALE]: text };
    }
  }
  return node;
}
