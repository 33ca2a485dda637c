import { PRODUCT_VERSION, type TBenefitInputJson, TECHNICAL_NAME, ZBenefitInputsJson } from '@carrier/contracts';
import { z } from 'zod';

/** The create form of spec 000 §5; messages are i18n keys. */
export const ZCreateProductForm = z.object({
  name: z.string().trim().min(1, 'validation.required'),
  plan: z.string().trim().min(1, 'validation.required').regex(TECHNICAL_NAME, 'products.hints.snakeCase'),
  type: z.string().trim().min(1, 'validation.required').regex(TECHNICAL_NAME, 'products.hints.snakeCase'),
  version: z.string().trim().min(1, 'validation.required').regex(PRODUCT_VERSION, 'products.hints.version'),
  insurerId: z.string().min(1, 'products.validation.insurerRequired'),
  withBenefits: z.boolean(),
  benefitsJson: z.string(),
});
export type TCreateProductForm = z.infer<typeof ZCreateProductForm>;

/** The update form: a name is required (products.required). */
export const ZUpdateProductForm = z.object({
  name: z.string().trim().min(1, 'products.required'),
  insurerId: z.string(),
});
export type TUpdateProductForm = z.infer<typeof ZUpdateProductForm>;

/** The benefits JSON of the create form, or null when it does not parse into benefit inputs. */
export function parseBenefitsJson(text: string): TBenefitInputJson[] | null {
  if (text.trim() === '') return [];
  try {
    const parsed = ZBenefitInputsJson.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One benefit per line keeps the example short. */
export const BENEFITS_JSON_EXAMPLE = `[
  { "typeId": "medical_expenses", "optionKey": "option_0", "valueJsonString": "100000", "currencyCode": "HKD" },
  { "typeId": "baggage", "parentTypeId": "medical_expenses", "valueJsonString": "\\"Covered\\"" }
]`;
