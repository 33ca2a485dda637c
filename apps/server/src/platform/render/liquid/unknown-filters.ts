import { TEMPLATE_WARNINGS } from '@carrier/contracts';
import { type Liquid, type Template, toValueSync, Value } from 'liquidjs';
import type { LiquidFailure } from './liquid-engine';

/** A template's tree stops here: a tree this deep is not walked further (parse limits keep it far below). */
const MAX_DEPTH = 200;

/** The filters a template's outputs and tags apply, with where each is written (liquidjs keeps it private). */
function* filtersOf(templates: readonly Template[], depth = 0): Generator<{ name: string; at: [number, number] }> {
  if (depth > MAX_DEPTH) return;
  for (const template of templates) {
    for (const argument of template.arguments?.() ?? []) {
      if (!(argument instanceof Value)) continue;
      for (const filter of argument.filters) {
        const token = (filter as unknown as { token?: { getPosition?: () => number[] } }).token;
        const [line = 1, column = 1] = token?.getPosition?.() ?? [];
        yield { name: filter.name, at: [line, column] };
      }
    }
    // An include or render names another file, which this engine never reads (`templates: {}`).
    if (!template.children || template.partialScope?.() !== undefined) continue;
    yield* filtersOf(toValueSync(template.children(false, true)) as Template[], depth + 1);
  }
}

/**
 * Warnings for the filters a parsed template uses that the engine does not have: liquidjs (without
 * `strictFilters`) passes the value through such a filter unchanged and says nothing.
 */
export function unknownFilterWarnings(engine: Liquid, templates: readonly Template[]): LiquidFailure[] {
  const warnings: LiquidFailure[] = [];
  for (const { name, at } of filtersOf(templates)) {
    if (engine.filters[name]) continue;
    warnings.push({ line: at[0], column: at[1], message: TEMPLATE_WARNINGS.unknownFilter(name) });
  }
  return warnings;
}
