import { BREAKPOINTS, designCss } from '@carrier/contracts/ui-tree';

/**
 * The canvas's design stylesheet, grown as classes appear: one <style> for base rules and one per
 * breakpoint, in ascending order, so `md:p-4` wins over `p-2` at md and a class is compiled once.
 */
export class DesignSheet {
  private seen = new Set<string>();
  private sheets = new Map<string, HTMLStyleElement>();

  attach(doc: Document) {
    this.seen.clear();
    this.sheets.clear();
    for (const key of ['all', ...Object.keys(BREAKPOINTS)]) {
      const style = doc.createElement('style');
      style.dataset.design = key;
      doc.head.append(style);
      this.sheets.set(key, style);
    }
  }

  /** Adds the rules of any class of the list not seen before. */
  use(classList: string | undefined) {
    if (!classList || this.sheets.size === 0) return;
    for (const name of classList.split(/\s+/)) {
      if (!name || this.seen.has(name)) continue;
      this.seen.add(name);
      const css = designCss([name]);
      if (!css) continue;
      const viewport = name.split(':').find((part) => part in BREAKPOINTS) ?? 'all';
      const style = this.sheets.get(viewport);
      if (style) style.append(`${css}\n`);
    }
  }
}
