import type { UiNode } from '@carrier/contracts/ui-tree';
import { createContext } from 'react';
import type { LiveField } from './element-renderer';

/**
 * Where a tree runs live (the published app), the values of its bound fields and its buttons'
 * actions; null on the canvas. StaticTree passes them to the element renderers, so the published
 * app and the canvas render with the same code.
 */
export type LiveTree = {
  field: (node: UiNode) => LiveField | undefined;
  action: (node: UiNode) => { onAction: () => void; busy: boolean } | undefined;
};
export const LiveTreeContext = createContext<LiveTree | null>(null);
