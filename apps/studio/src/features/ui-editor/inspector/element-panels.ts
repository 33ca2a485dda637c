import type { ComponentType } from 'react';
import type { FlatNode } from '../store/tree-store';
import { QuoteButtonPanel } from './quote/QuoteButtonPanel';

/**
 * Inspector panels of element types that need more than their props spec, under the props tab. Kept
 * apart from elements/ so the published app's bundle, which renders the elements, carries none of them.
 */
export const ELEMENT_PANELS: Readonly<Record<string, ComponentType<{ node: FlatNode }>>> = {
  JButton: QuoteButtonPanel,
};
