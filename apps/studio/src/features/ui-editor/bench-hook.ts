import { renderCount } from './store/render-count';
import { updateNode } from './store/tree-ops';
import type { TreeStore } from './store/tree-store';

/** What `npm run bench -- ui-editor` drives in the browser; installed only with `?bench` in the URL. */
type UiEditorBench = {
  renders: () => number;
  /** The last node of the tree, depth first (a leaf). */
  lastNodeId: () => string;
  setText: (id: string, text: string) => void;
  size: () => number;
};

export function installBenchHook(store: TreeStore) {
  if (!new URLSearchParams(window.location.search).has('bench')) return () => undefined;
  const hook: UiEditorBench = {
    renders: () => renderCount.canvas,
    lastNodeId: () => store.order().at(-1) ?? store.rootId,
    size: () => store.size,
    setText: (id, text) =>
      updateNode(store, id, (node) => ({
        ...node,
        editorSettings: { ...node.editorSettings, texts: { ...node.editorSettings.texts, content: { 'en-US': text } } },
      })),
  };
  (window as unknown as { __uiEditorBench?: UiEditorBench }).__uiEditorBench = hook;
  return () => {
    delete (window as unknown as { __uiEditorBench?: UiEditorBench }).__uiEditorBench;
  };
}
