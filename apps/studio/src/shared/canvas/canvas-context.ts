import { createContext } from 'react';
import { DesignSheet } from './design-sheet';
import type { ElementRenderer } from './element-renderer';
import { createValueStore, type ValueStore } from './value-store';

/**
 * What every rendered node reads: the text locale, the design stylesheet, and the element library
 * (the UI editor's, given by the canvas and the published app alike).
 */
export type CanvasContextValue = {
  locale: ValueStore<string>;
  sheet: DesignSheet;
  elementOf: (component: string) => ElementRenderer;
};

const passThrough: ElementRenderer = { type: 'unknown', Canvas: ({ children }) => children };

export const CanvasContext = createContext<CanvasContextValue>({
  locale: createValueStore('en-US'),
  sheet: new DesignSheet(),
  elementOf: () => passThrough,
});
