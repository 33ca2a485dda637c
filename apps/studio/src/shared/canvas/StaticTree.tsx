import type { UiNode } from '@carrier/contracts/ui-tree';
import { createContext, useContext } from 'react';
import { CanvasContext } from './canvas-context';
import { LiveTreeContext } from './live-tree';
import { useValue } from './value-store';

/** The app's components by id and by name, for instances of one component inside another. */
export const AppComponentsContext = createContext<ReadonlyMap<string, UiNode>>(new Map());

/**
 * A tree rendered as it is, outside the store (an instance of another component): it has no node ids
 * of its own, so a click on it selects the instance. A component inside itself stops the recursion.
 */
export function StaticTree({ node, seen }: { node: UiNode; seen: ReadonlySet<string> }) {
  const { locale, sheet, elementOf } = useContext(CanvasContext);
  const components = useContext(AppComponentsContext);
  const live = useContext(LiveTreeContext);
  const textLocale = useValue(locale);
  const type = elementOf(node.component);
  const className = node.attrsMap.class ?? '';
  sheet.use(className);
  const texts = node.editorSettings.texts;
  const text = (field: string) => texts[field]?.[textLocale] || texts[field]?.['en-US'] || '';
  const inner =
    type.type === 'custom' ? (components.get(node.componentId ?? '') ?? components.get(node.component)) : null;
  if (inner && !seen.has(node.component)) return <StaticTree node={inner} seen={new Set([...seen, node.component])} />;
  const flat = { ...node, childIds: [], parentId: null };
  return (
    <type.Canvas
      node={flat}
      text={text}
      frame={{ 'data-node-id': '', className }}
      field={live?.field(node)}
      {...live?.action(node)}
    >
      {node.children.map((child) => (
        <StaticTree key={child.id} node={child} seen={seen} />
      ))}
    </type.Canvas>
  );
}
