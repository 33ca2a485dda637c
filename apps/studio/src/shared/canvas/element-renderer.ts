import type { UiNode } from '@carrier/contracts/ui-tree';
import type { ComponentType, ReactNode } from 'react';

/** A node as the editor's tree store holds it: its children by id. */
export type FlatNode = Omit<UiNode, 'children'> & { childIds: readonly string[]; parentId: string | null };

/**
 * A form element's value where the tree runs live (the published app); absent on the canvas, where
 * elements show their defaults. The value is the field the node is bound to (bindTo).
 */
export type LiveField = { value: unknown; onChange: (value: unknown) => void; error?: string };

/** What the canvas gives an element's renderer. */
export type CanvasProps = {
  node: FlatNode;
  /** A text of the node in the canvas locale (falling back to en-US). */
  text: (field: string) => string;
  /** Spread on the element's outer tag: its node id (selection, hover, drops) and design classes. */
  frame: { 'data-node-id': string; className: string; style?: Record<string, string> };
  children: ReactNode;
  /** Live runs only (the published app): the bound field, and a button's action. */
  field?: LiveField;
  onAction?: () => void;
  busy?: boolean;
};

/** What the renderer needs of an element type (the UI editor's `ElementType` is one). */
export type ElementRenderer = { type: string; Canvas: ComponentType<CanvasProps> };
