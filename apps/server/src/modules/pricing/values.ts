import { PRICING_ERRORS } from '@carrier/contracts';
import { fail, type Outcome } from '../../core/outcome';
import { type ScalarValue, scalarToJson } from '../../core/scalar-value';

export type ValuesInput = {
  values?: ReadonlyArray<{ key: string; value?: ScalarValue | null } | null | undefined> | null;
  valuesJsonString?: string | null;
};

const MAX_VALUES_JSON = 20_000;

/** The rating inputs: valuesJsonString (an object) merged with values, which win. */
export function readValues(input: ValuesInput): Outcome<Record<string, unknown>> {
  let values: Record<string, unknown> = {};
  const json = input.valuesJsonString?.trim();
  if (json) {
    if (json.length > MAX_VALUES_JSON)
      return fail(PRICING_ERRORS.invalidValues(`longer than ${MAX_VALUES_JSON} characters`));
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        return fail(PRICING_ERRORS.invalidValues('valuesJsonString must hold a JSON object'));
      values = parsed as Record<string, unknown>;
    } catch (error) {
      return fail(PRICING_ERRORS.invalidValues((error as Error).message));
    }
  }
  for (const entry of input.values ?? [])
    if (entry)
      // defineProperty, so a key named __proto__ is a plain input, never the object's prototype.
      Object.defineProperty(values, entry.key, {
        value: scalarToJson(entry.value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  return { ok: true, value: values };
}
