import { useContext } from 'react';
import { AppComponentsContext, StaticTree } from '../../../shared/canvas/StaticTree';
import { type CanvasProps, defineElement, localized } from './element-type';

function CustomComponent({ frame, node }: CanvasProps) {
  const components = useContext(AppComponentsContext);
  const tree = components.get(node.componentId ?? '') ?? components.get(node.component);
  return (
    <div {...frame} className={`ue-custom ${frame.className}`}>
      <span className="ue-custom-name" translate="no">
        {node.component}
      </span>
      {tree && <StaticTree node={tree} seen={new Set([node.component])} />}
    </div>
  );
}

/** An app's own component placed in another: the canvas shows its tree, framed and named. */
export const customComponent = defineElement({
  type: 'custom',
  name: localized('Component', '元件'),
  category: 'layout',
  texts: [],
  props: [],
  defaults: () => ({}),
  Canvas: CustomComponent,
});
