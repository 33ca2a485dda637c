import { isTaxRounding, type TaxRounding } from '@carrier/contracts/rules';
import { z } from 'zod';
import { requiredText } from '../../../ui/form-rules';
import type { CodeKind, CodeRow } from './code-kinds';

export const CALCULATION_KINDS = ['ratio', 'flat', 'custom'] as const;

/** A code's form: numbers stay text until sent; a ratio or flat code needs its number. Messages are i18n keys. */
export const ZCodeForm = z
  .object({
    code: requiredText,
    name: requiredText,
    description: z.string(),
    calculationKind: z.enum(CALCULATION_KINDS),
    ratio: z.string(),
    flat: z.string(),
    currencyCode: z.string(),
    calculationLogic: z.string(),
    condition: z.string(),
    order: z.string(),
    cap: z.string(),
    rounding: z.custom<TaxRounding>(isTaxRounding),
  })
  .superRefine((form, context) => {
    const needed = form.calculationKind === 'ratio' ? 'ratio' : form.calculationKind === 'flat' ? 'flat' : null;
    if (needed && form[needed].trim() === '')
      context.addIssue({ code: 'custom', path: [needed], message: 'validation.required' });
  });
export type CodeForm = z.infer<typeof ZCodeForm>;

export const EMPTY_CODE: CodeForm = {
  code: '',
  name: '',
  description: '',
  calculationKind: 'ratio',
  ratio: '',
  flat: '',
  currencyCode: 'HKD',
  calculationLogic: '{"*": [{"var": "premium"}, 0.1]}',
  condition: '',
  order: '0',
  cap: '',
  rounding: 'half_up',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const codeFormOf = (row: CodeRow): CodeForm => ({
  code: row.code ?? '',
  name: row.name ?? '',
  description: row.description ?? '',
  calculationKind: row.kind === 'flat' || row.kind === 'custom' ? row.kind : 'ratio',
  ratio: text(row.ratio),
  flat: text(row.flat),
  currencyCode: row.currencyCode ?? 'HKD',
  calculationLogic: row.kind === 'custom' ? (row.calculationLogic ?? '') : EMPTY_CODE.calculationLogic,
  condition: row.condition ?? '',
  order: String(row.order ?? 0),
  cap: text(row.cap),
  rounding: isTaxRounding(row.rounding) ? row.rounding : 'half_up',
});

/** The create and update input of a code (without its code): only the chosen kind's numbers, a tax's cap and rounding. */
export function codeInput(kind: CodeKind, form: CodeForm) {
  return {
    name: form.name,
    description: form.description,
    calculationKind: form.calculationKind,
    ratio: form.calculationKind === 'ratio' && form.ratio !== '' ? Number(form.ratio) : null,
    flat: form.calculationKind === 'flat' && form.flat !== '' ? Number(form.flat) : null,
    currencyCode: form.calculationKind === 'flat' ? ('HKD' as const) : null,
    calculationLogic: form.calculationKind === 'custom' ? form.calculationLogic : null,
    condition: form.condition.trim() || null,
    order: Number.parseInt(form.order, 10) || 0,
    ...(kind === 'tax' ? { cap: form.cap.trim() === '' ? null : Number(form.cap), rounding: form.rounding } : {}),
  };
}
