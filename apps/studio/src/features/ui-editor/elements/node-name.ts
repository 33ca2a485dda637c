import type { SupportedLocale } from '@carrier/contracts';
import type { UiNode } from '@carrier/contracts/ui-tree';
import { useLocalizedText } from '../../../i18n/localized';
import { customComponent } from './custom-component';
import { ELEMENT_TYPES, elementOf } from './index';

type Named = Pick<UiNode, 'label' | 'component'>;

/**
 * Whether a node's label is a name it was given by default (its element type's name in any studio
 * locale, the type's starting label, the type without its J) rather than one a user typed.
 */
export function hasDefaultName(node: Named): boolean {
  const type = elementOf(node.component);
  if (type === customComponent) return !node.label || node.label === node.component;
  const defaults = new Set([...Object.values(type.name), type.defaults().label, node.component.replace(/^J/, '')]);
  return !node.label.trim() || defaults.has(node.label);
}

/**
 * What the studio calls a node: the name a user gave it as typed, else its element type's name in the
 * studio's locale (an app component's instance: the component's name).
 */
export function nodeName(node: Named, inLocale: (text: Readonly<Record<SupportedLocale, string>>) => string): string {
  if (!hasDefaultName(node)) return node.label;
  const type = elementOf(node.component);
  return type === customComponent ? node.component : inLocale(type.name);
}

/**
 * A node's label when nothing else of it is known (a publish finding names nodes by label): a label that
 * is some element type's default name is said as that type's name in the studio's locale, any other
 * label as it was given.
 */
export function labelName(label: string, inLocale: (text: Readonly<Record<SupportedLocale, string>>) => string) {
  if (!label.trim()) return label;
  const type = ELEMENT_TYPES.find((candidate) => hasDefaultName({ label, component: candidate.type }));
  return type ? inLocale(type.name) : label;
}

/** `nodeName` in the studio's current locale. */
export function useNodeName() {
  const inLocale = useLocalizedText();
  return (node: Named) => nodeName(node, inLocale);
}
