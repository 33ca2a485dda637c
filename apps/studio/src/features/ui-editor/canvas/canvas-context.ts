import { createContext } from 'react';
import { createValueStore, type ValueStore } from '../store/hooks';
import { DesignSheet } from './design-sheet';

export type CanvasContextValue = { locale: ValueStore<string>; sheet: DesignSheet };
export const CanvasContext = createContext<CanvasContextValue>({
  locale: createValueStore('en-US'),
  sheet: new DesignSheet(),
});
