import { memo, useContext } from 'react';
import { CanvasContext } from '../../../shared/canvas/canvas-context';
import { useValue } from '../../../shared/canvas/value-store';
import { elementOf } from '../elements';
import { useNode } from '../store/hooks';
import { renderCount } from '../store/render-count';

/** One node on the canvas: re-renders when this node changes, never for a change elsewhere. */
export const CanvasNode = memo(function CanvasNode({ id }: { id: string }) {
  const node = useNode(id);
  const { locale, sheet } = useContext(CanvasContext);
  const textLocale = useValue(locale);
  renderCount.canvas += 1;
  if (!node) return null;
  const className = node.attrsMap.class ?? '';
  sheet.use(className);
  const type = elementOf(node.component);
  const texts = node.editorSettings.texts;
  const text = (field: string) => texts[field]?.[textLocale] || texts[field]?.['en-US'] || '';
  return (
    <type.Canvas node={node} text={text} frame={{ 'data-node-id': node.id, className }}>
      {node.childIds.map((child) => (
        <CanvasNode key={child} id={child} />
      ))}
    </type.Canvas>
  );
});
