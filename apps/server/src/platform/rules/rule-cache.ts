import { type RuleFunction, type RuleJson, ruleEngine } from '@carrier/contracts/rules';
import { LruCache } from '../../core/lru-cache';

/** Compiled rules kept per process; a few thousand product versions' rules fit easily. */
const MAX_ENTRIES = 2_000;

/**
 * Compiled rules cached per scope (a product version and the rule's role) and rule text: the same
 * text is compiled once, a changed text is a new entry (never a stale function), and the least
 * recently used entries go first.
 */
export function createRuleCache(maxEntries = MAX_ENTRIES) {
  const entries = new LruCache<RuleFunction>(maxEntries);
  let compilations = 0;
  return {
    compile(scope: string, text: string, rule: RuleJson): RuleFunction {
      const key = `${scope}\u0000${text}`;
      const cached = entries.get(key);
      if (cached) return cached;
      const compiled = ruleEngine().compile(rule);
      compilations += 1;
      entries.set(key, compiled);
      return compiled;
    },
    /** How many rules were compiled (a test and benchmark probe). */
    get compilations() {
      return compilations;
    },
  };
}
export type RuleCache = ReturnType<typeof createRuleCache>;
