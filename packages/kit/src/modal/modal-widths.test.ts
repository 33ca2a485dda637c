/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as NodeUrl } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODAL_SIZES, MODAL_VARIANTS } from './modal';

const css = readFileSync(fileURLToPath(new NodeUrl('../theme/styles.css', import.meta.url)), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The max-width a rule for this class sets, and whether the rule outweighs a size's single class. */
function widthRule(name: string): { width: string; weighty: boolean } | null {
  for (const match of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selectors = (match[1] ?? '').split(',').map((selector) => selector.trim());
    const selector = selectors.find((one) => one.endsWith(`.ck-modal--${name}`));
    const width = /max-width:\s*([^;]+);/.exec(match[2] ?? '')?.[1];
    if (selector && width) return { width: width.trim(), weighty: selector.startsWith('.ck-modal.') };
  }
  return null;
}

describe('modal widths', () => {
  it('gives each size and each sized variant its own width (small and default-small differ)', () => {
    const widths = [
      ...MODAL_SIZES.map((size) => widthRule(size)?.width),
      ...MODAL_VARIANTS.filter((variant) => variant !== 'default').map((variant) => widthRule(variant)?.width),
    ];
    expect(widths.every(Boolean)).toBe(true);
    expect(new Set(widths).size).toBe(widths.length);
  });

  it("lets a variant's width win over the size's (a default-small modal is not the default size)", () => {
    for (const variant of MODAL_VARIANTS.filter((name) => name !== 'default'))
      expect(widthRule(variant)?.weighty, variant).toBe(true);
  });
});
