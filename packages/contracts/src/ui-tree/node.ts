/** A node of a component's editorAst (spec 002 §3, Editor node): the source of a component. */
export type UiNode = {
  id: string;
  /** The element type (JBox, JInputText...) or, for an app's own component, its name. */
  component: string;
  /** The name of the layer in the editor's tree. */
  label: string;
  /** Plain attributes: class (the design classes), style and any other static attribute. */
  attrsMap: Record<string, string>;
  /** The v-model of a form element: a field of the component's data (form.input1, input3...). */
  bindTo?: string;
  /** For an app's own component: its id. */
  componentId?: string;
  editorSettings: {
    /** Props of the element type (options, validators, min, max...), JSON values. */
    props: Record<string, unknown>;
    /** Texts of the element (content, label, placeholder...), per locale. */
    texts: Record<string, Record<string, string>>;
  };
  children: UiNode[];
};

/** The supported component framework (spec 002 §9). */
export const VUE_VERSION = { framework: 'vue', version: '2.6.11' } as const;
export const UI_LOCALES = ['en-US', 'zh-HK'] as const;
export const UI_DEFAULT_LOCALE = 'en-US';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Random node ids have 8 characters (spec 002 §3). */
export function nodeId(random: () => number = Math.random): string {
  let id = '';
  for (let index = 0; index < 8; index += 1) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return id;
}

export type NodeOptions = {
  label?: string;
  attrs?: Record<string, string>;
  bindTo?: string;
  componentId?: string;
  props?: Record<string, unknown>;
  texts?: Record<string, Record<string, string>>;
  children?: UiNode[];
};

export function uiNode(component: string, options: NodeOptions = {}): UiNode {
  return {
    id: nodeId(),
    component,
    label: options.label ?? component.replace(/^J/, ''),
    attrsMap: options.attrs ?? {},
    ...(options.bindTo ? { bindTo: options.bindTo } : {}),
    ...(options.componentId ? { componentId: options.componentId } : {}),
    editorSettings: { props: options.props ?? {}, texts: options.texts ?? {} },
    children: options.children ?? [],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringMap = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

const ATTRIBUTES = /^(class|style|v-.*|@.*|:.*)$/;

/**
 * Any stored tree as a UiNode, or null when it is not one. Older trees kept the text in `content`
 * and the binding in attrsMap['v-model']; both move to their places here.
 */
export function normalizeTree(value: unknown, depth = 0): UiNode | null {
  if (!isRecord(value) || depth > 200) return null;
  if (typeof value.id !== 'string' || typeof value.component !== 'string') return null;
  const attrsMap = stringMap(value.attrsMap);
  const settings = isRecord(value.editorSettings) ? value.editorSettings : {};
  const texts: Record<string, Record<string, string>> = isRecord(settings.texts)
    ? Object.fromEntries(Object.entries(settings.texts).map(([field, byLocale]) => [field, stringMap(byLocale)]))
    : {};
  if (typeof value.content === 'string' && !texts.content) texts.content = { [UI_DEFAULT_LOCALE]: value.content };
  let bindTo = typeof value.bindTo === 'string' ? value.bindTo : undefined;
  if (attrsMap['v-model'] !== undefined) {
    bindTo ??= attrsMap['v-model'];
    delete attrsMap['v-model'];
  }
  const props: Record<string, unknown> = isRecord(settings.props) ? { ...settings.props } : {};
  // attrsMap holds class, style and directives; any other attribute is a prop.
  for (const name of Object.keys(attrsMap))
    if (!ATTRIBUTES.test(name)) {
      props[name] ??= attrsMap[name];
      delete attrsMap[name];
    }
  const children = Array.isArray(value.children)
    ? value.children.map((child) => normalizeTree(child, depth + 1)).filter((child): child is UiNode => child !== null)
    : [];
  return {
    id: value.id,
    component: value.component,
    label: typeof value.label === 'string' ? value.label : value.component,
    attrsMap,
    ...(bindTo ? { bindTo } : {}),
    ...(typeof value.componentId === 'string' ? { componentId: value.componentId } : {}),
    editorSettings: { props, texts },
    children,
  };
}

/** Every node of a tree, depth first. */
export function* walkTree(root: UiNode): Generator<UiNode> {
  yield root;
  for (const child of root.children) yield* walkTree(child);
}

export const countNodes = (root: UiNode) => {
  let count = 0;
  for (const _ of walkTree(root)) count += 1;
  return count;
};
