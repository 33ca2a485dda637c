import { randomBytes } from 'node:crypto';

/** A node of a component's editorAst (spec 002 §3, Editor node). */
export type EditorNode = {
  id: string;
  component: string;
  label: string;
  attrsMap: Record<string, string>;
  content?: string;
  children: EditorNode[];
};

export const VUE_VERSION = { framework: 'vue', version: '2.6.11' } as const;

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Random node ids have 8 characters. */
export function nodeId(): string {
  return Array.from(randomBytes(8), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

export function node(
  component: string,
  options: { label?: string; attrs?: Record<string, string>; content?: string; children?: EditorNode[] } = {},
): EditorNode {
  return {
    id: nodeId(),
    component,
    label: options.label ?? component.replace(/^J/, ''),
    attrsMap: options.attrs ?? {},
    ...(options.content === undefined ? {} : { content: options.content }),
    children: options.children ?? [],
  };
}

/** 'JInputText' -> 'j-input-text'. */
const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The Vue 2 template of a tree: each node an element named after its component, in kebab case. */
export function toVueTemplate(root: EditorNode, indent = ''): string {
  const tag = kebab(root.component);
  const attrs = Object.entries(root.attrsMap)
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
  const inner = [
    ...(root.content ? [`${indent}  ${escapeText(root.content)}`] : []),
    ...root.children.map((child) => toVueTemplate(child, `${indent}  `)),
  ];
  if (inner.length === 0) return `${indent}<${tag} data-node-id="${root.id}"${attrs} />`;
  return `${indent}<${tag} data-node-id="${root.id}"${attrs}>\n${inner.join('\n')}\n${indent}</${tag}>`;
}
