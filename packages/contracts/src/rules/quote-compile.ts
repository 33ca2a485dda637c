import { toScaled, withinAmountRange } from './minor-units';
import { generateNumeric, NUMERIC_HELPER_NAMES, numericHelpers, numericPrologue } from './numeric-compile';
import { type CompiledAdjustment, isClean, type PricePlan, type QuickQuote, quickResult } from './pricing';
import { isTruthy } from './truthy';
import type { RuleJson } from './validate-rule';
import { allPresent, missingVariables } from './variables';

/**
 * One generated function per plan that prices a whole quote: the amount rule's numeric form
 * (numeric-compile.ts) inlined, then each loading and requested discount in order through the same
 * exact steps as the general path (fixedStepOf), with no per-quote allocation but the result.
 * It answers only the common case: every amount input a finite number, every requested code a
 * known discount named once, every input a code reads present, every condition true for the
 * discounts asked for, the amount within range, no error. Anything
 * else answers null and the general path (priceQuote) prices the quote and reports its issues.
 * A plan qualifies when its amount rule has a numeric form and every code is ratio or flat with a
 * condition that does not read the premium, and no discount cap. Taxes and the minimum premium are
 * added after it by priceQuote, on both paths. Server only: it compiles with `new Function`.
 *
 * The source holds only integers and generated names (v0, k0, s0, c0...): codes, conditions and
 * steps are bound as arguments, so a stored text never reaches the source. Compiled functions are
 * kept by source, which fully determines them; each plan binds its own values.
 */

/** The applied codes are bits of a 31-bit integer. */
const MAX_CODES = 30;
const MAX_SOURCES = 500;
const makers = new Map<string, (...bound: unknown[]) => QuickQuote>();

function makerFor(source: string, names: readonly string[]): (...bound: unknown[]) => QuickQuote {
  let maker = makers.get(source);
  if (maker) {
    makers.delete(source);
  } else {
    maker = new Function(...names, source) as (...bound: unknown[]) => QuickQuote;
    if (makers.size >= MAX_SOURCES) makers.delete(makers.keys().next().value as string);
  }
  makers.set(source, maker);
  return maker;
}

const qualifies = (code: CompiledAdjustment) =>
  code.fixedStep !== null && !(code.applies !== null && code.appliesReadsPremium);

/** A check that every input a code reads has a value, or null when it reads none. */
function presenceOf(code: CompiledAdjustment): ((context: object) => boolean) | null {
  const required = code.inputs.filter((input) => !input.optional);
  if (required.length === 0) return null;
  if (required.some((input) => input.name.includes('.')))
    return (context) => missingVariables(required, context).length === 0;
  const names = required.map((input) => input.name);
  return (context) => allPresent(names, context);
}

/** The generated source of a plan's quote, its arguments' names and the plan's values for them. */
export function quoteSource(
  plan: PricePlan,
  amountRule: RuleJson,
): { source: string; names: string[]; bound: unknown[] } | null {
  const amount = generateNumeric(amountRule, plan.tables);
  const codes = [...plan.loadings, ...plan.discounts];
  if (amount?.kind !== 'number' || codes.length > MAX_CODES || !codes.every(qualifies)) return null;
  // A discount cap holds back the discounts by the price before them: the general path applies it.
  if (plan.discountCapMicro !== null) return null;
  const discountCodes = plan.discounts.map((code) => code.code);
  if (new Set(discountCodes).size !== discountCodes.length) return null;

  const steps: Array<(priceMinor: number) => number> = [];
  const conditions: unknown[] = [];
  const presences: Array<(context: object) => boolean> = [];
  const lines = codes.map((code, index) => {
    steps.push(code.fixedStep as (priceMinor: number) => number);
    const bit = 2 ** index;
    const step = `price = ${code.kind === 'discount' ? `Math.max(0, s${index}(price))` : `s${index}(price)`}; applied |= ${bit};`;
    // A code whose inputs are missing goes to the general path, which reports them.
    const present = presenceOf(code);
    const check = present ? `if (!p${presences.push(present) - 1}(context)) return null; ` : '';
    let condition = 'true';
    if (code.applies) condition = `t(c${conditions.push(code.applies) - 1}(context))`;
    if (code.kind === 'loading') return `${check}if (${condition}) { ${step} }`;
    return `if ((wanted & ${bit}) !== 0) { ${check}if (!(${condition})) return null; ${step} }`;
  });
  // A requested code is matched only against clean stored codes, as normalizeCodes would leave it.
  const matches = codes
    .map((code, index) =>
      code.kind === 'discount' && isClean(code.code) ? `code === k${index} ? ${2 ** index} : ` : '',
    )
    .join('');
  const { reads, allFinite } = numericPrologue(amount.inputs);
  const source = `return function quickQuote(context, requested) {
${reads}
if (!(${allFinite})) return null;
let wanted = 0;
for (let index = 0; index < requested.length; index++) {
  const code = requested[index];
  const bit = ${matches}0;
  if (bit === 0 || (wanted & bit) !== 0) return null;
  wanted |= bit;
}
try {
  const original = toScaled(${amount.body}, ${plan.scale});
  if (original === null) return null;
  let price = original;
  let applied = 0;
  ${lines.join('\n  ')}
  if (!inRange(price, ${plan.scale})) return null;
  return result(original, price, applied, requested);
} catch {
  return null;
}
}`;
  const names = [
    'result',
    'toScaled',
    'inRange',
    't',
    ...NUMERIC_HELPER_NAMES,
    ...codes.map((_, index) => `k${index}`),
    ...codes.map((_, index) => `s${index}`),
    ...conditions.map((_, index) => `c${index}`),
    ...presences.map((_, index) => `p${index}`),
    ...amount.lookups.map((_, index) => `tb${index}`),
  ];
  const result = (original: number, price: number, applied: number, requested: readonly string[]) =>
    quickResult(plan, original, price, applied, requested);
  const bound = [
    result,
    toScaled,
    withinAmountRange,
    isTruthy,
    ...numericHelpers(),
    ...codes.map((code) => code.code),
    ...steps,
    ...conditions,
    ...presences,
    ...amount.lookups,
  ];
  return { source, names, bound };
}

/** The plan's whole quote as one function, or null when the plan does not qualify. */
export function compileQuote(plan: PricePlan, amountRule: RuleJson): QuickQuote | null {
  const generated = quoteSource(plan, amountRule);
  return generated && makerFor(generated.source, generated.names)(...generated.bound);
}
