import type { BaseVariants } from '@carrier/contracts';

/** A node of the theme tree: its path from the component (layer 1) down to a key (layer 4). */
export type ThemePath = readonly string[];
export const pathKey = (path: ThemePath) => path.join('/');

/** The options of a key (layer 5), or null above it. */
export function optionsAt(tree: BaseVariants, path: ThemePath): Record<string, string> | null {
  if (path.length !== 4) return null;
  const [component = '', variant = '', element = '', key = ''] = path;
  return tree[component]?.[variant]?.[element]?.[key] ?? null;
}

/** The tree with a key's options replaced (a new tree; the old one is left as it was). */
export function withOptions(tree: BaseVariants, path: ThemePath, options: Record<string, string>): BaseVariants {
  const [component = '', variant = '', element = '', key = ''] = path;
  const next = structuredClone(tree);
  const keys = next[component]?.[variant]?.[element];
  if (keys) keys[key] = options;
  return next;
}

/** Only the part of the tree under a path (for the CSS inspector of the selection). */
export function subtree(tree: BaseVariants, path: ThemePath): BaseVariants {
  const [component, variant, element, key] = path;
  if (!component) return tree;
  const variants = tree[component] ?? {};
  const pick = <T>(record: Record<string, T>, name: string | undefined) =>
    name ? (name in record ? { [name]: record[name] as T } : {}) : record;
  return {
    [component]: Object.fromEntries(
      Object.entries(pick(variants, variant)).map(([v, elements]) => [
        v,
        Object.fromEntries(Object.entries(pick(elements, element)).map(([e, keys]) => [e, pick(keys, key)])),
      ]),
    ),
  };
}
