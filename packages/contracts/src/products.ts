import { z } from 'zod';

/** Products list page size (spec 000 §9). */
export const PRODUCTS_PAGE_SIZE = 10;
/** How deep the benefit graph is queried and may be built (spec 000 §9). */
export const BENEFIT_GRAPH_DEPTH = 7;
/** The first option key of a benefit with defined options. */
export const DEFAULT_OPTION_KEY = 'option_0';
/** Indent of one level of the benefits tree, in pixels. */
export const BENEFIT_TREE_INDENT_PX = 32;

/** Texts of spec 000 §5 and §8 for products, word for word on both sides. */
export const PRODUCT_MESSAGES = {
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  created: 'Add product successfully',
  updated: 'Update product successfully',
  deleted: 'Delete product successfully',
  required: 'This field is required',
  insurerRequired: 'Insurer is a required field',
  benefitsJsonInvalid: 'There is a problem with the benefits JSON file',
  snakeCaseHint: 'This field only allow snake case (eg: travel_insurance)',
  noBenefits: 'there are currently no benefits',
} as const;

/** Business failures of the products API: code and message. */
export const PRODUCT_ERRORS = {
  productExists: (id: string) => ({ code: 'product_exists', message: `The product ${id} already exists.` }),
  productNotFound: (id: string) => ({ code: 'product_not_found', message: `The product ${id} does not exist.` }),
  insurerNotFound: (id: string) => ({ code: 'insurer_not_found', message: `The insurer ${id} does not exist.` }),
  insurerExists: (id: string) => ({ code: 'insurer_exists', message: `The insurer ${id} already exists.` }),
  invalidProductId: {
    code: 'invalid_product_id',
    message:
      'Plan and type must be snake case (eg: travel_insurance); a version may hold letters, digits, dots and underscores.',
  },
  invalidJson: (field: string) => ({ code: 'invalid_json', message: `${field} must be a JSON document.` }),
  invalidLaunchPeriod: {
    code: 'invalid_launch_period',
    message: 'The launch period must not end before it starts.',
  },
  invalidTechnicalName: (value: string) => ({
    code: 'invalid_technical_name',
    message: `"${value}" is not a technical name: use lower-case letters, digits and underscores.`,
  }),
  benefitExists: (typeId: string) => ({ code: 'benefit_exists', message: `The benefit ${typeId} already exists.` }),
  optionExists: (typeId: string, optionKey: string) => ({
    code: 'option_exists',
    message: `The benefit ${typeId} already has the option ${optionKey}.`,
  }),
  benefitNotFound: (typeId: string) => ({
    code: 'benefit_not_found',
    message: `The benefit ${typeId} does not exist.`,
  }),
  optionNotFound: (typeId: string, optionKey: string) => ({
    code: 'option_not_found',
    message: `The benefit ${typeId} has no option ${optionKey}.`,
  }),
  parentNotFound: (parentTypeId: string) => ({
    code: 'parent_not_found',
    message: `The parent benefit ${parentTypeId} does not exist.`,
  }),
  parentOptionNotFound: (parentTypeId: string, optionKey: string) => ({
    code: 'parent_option_not_found',
    message: `The parent benefit ${parentTypeId} has no option ${optionKey}.`,
  }),
  benefitHasNoOptions: (typeId: string) => ({
    code: 'benefit_has_no_options',
    message: `The benefit ${typeId} holds a single value; it cannot take options.`,
  }),
  benefitHasOptions: (typeId: string) => ({
    code: 'benefit_has_options',
    message: `The benefit ${typeId} has defined options; name one with optionKey.`,
  }),
  benefitTooDeep: (typeId: string) => ({
    code: 'benefit_too_deep',
    message: `The benefit ${typeId} would be deeper than ${BENEFIT_GRAPH_DEPTH} levels.`,
  }),
  benefitCycle: (typeId: string) => ({
    code: 'benefit_cycle',
    message: `The benefit ${typeId} cannot be its own ancestor.`,
  }),
  invalidValueJson: (typeId: string) => ({
    code: 'invalid_value_json',
    message: `The value of the benefit ${typeId} is not valid JSON.`,
  }),
  invalidLocale: {
    code: 'invalid_locale',
    message: 'The locale cannot be empty and must be a language code (eg: en-US).',
  },
  emptyKey: { code: 'invalid_key', message: 'The text key cannot be empty.' },
  textNotFound: (key: string) => ({ code: 'text_not_found', message: `There is no text with the key ${key}.` }),
  invalidSort: (field: string) => ({ code: 'invalid_sort', message: `Products cannot be sorted by ${field}.` }),
} as const;

/** snake_case: lower-case letters and digits joined by single underscores (eg: travel_insurance). */
export const TECHNICAL_NAME = /^[a-z0-9]+(_[a-z0-9]+)*$/;
export const ZTechnicalName = z.string().regex(TECHNICAL_NAME);
/** A version: letters, digits, dots and underscores (no '|' or '-', which the text keys use). */
export const PRODUCT_VERSION = /^[A-Za-z0-9._]+$/;
export const ZProductVersion = z.string().regex(PRODUCT_VERSION);

/** 'Medical Expenses (Inpatient)' -> 'medical_expenses_inpatient': what staff type, made technical. */
export function toTechnicalName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** '  a, b ,,c ' -> ['a', 'b', 'c'] */
export function splitOptionKeys(value: string): string[] {
  return value
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0);
}

// In a module of their own (no zod), so the published app's bundle can use them without this file's schemas.
export { parseProductIdLabel, productIdLabel, type TProductId } from './product-id';

import type { TProductId } from './product-id';

/** products-{plan}|{version}|{type}: the prefix of every text of one product. */
export function productKeyPrefix({ plan, type, version }: TProductId): string {
  return `products-${plan}|${version ?? ''}|${type}`;
}

export type TBenefitTextField = 'name' | 'description' | 'format' | 'detailedFormat';
export type TOptionTextField = 'format' | 'detailedFormat';

/** The text keys of spec 000 §3 for a product, its benefits and their options. */
export const productTextKeys = {
  name: (id: TProductId) => `${productKeyPrefix(id)}-name`,
  description: (id: TProductId) => `${productKeyPrefix(id)}-description`,
  /** Any other text of the product: majorExclusions, importantNotes, brochureUrl, ... (the reference's fields). */
  field: (id: TProductId, field: string) => `${productKeyPrefix(id)}-${field}`,
  benefitsPrefix: (id: TProductId) => `${productKeyPrefix(id)}-benefits-`,
  benefitPrefix: (id: TProductId, typeId: string) => `${productKeyPrefix(id)}-benefits-${typeId}-`,
  benefit: (id: TProductId, typeId: string, field: TBenefitTextField) =>
    `${productKeyPrefix(id)}-benefits-${typeId}-${field}`,
  optionPrefix: (id: TProductId, typeId: string, optionKey: string) =>
    `${productKeyPrefix(id)}-benefits-${typeId}-options-${optionKey}-`,
  option: (id: TProductId, typeId: string, optionKey: string, field: TOptionTextField) =>
    `${productKeyPrefix(id)}-benefits-${typeId}-options-${optionKey}-${field}`,
};

/** A language tag such as en-US or zh-HK; never empty. */
export const ZLocale = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/);

/** One item of the create form's benefits JSON (spec 000 §3, product creation form). */
export const ZBenefitInputJson = z.object({
  typeId: z.string().min(1),
  parentTypeId: z.string().nullish(),
  optionKey: z.string().nullish(),
  parentOptionKeys: z.array(z.string()).nullish(),
  currencyCode: z.string().nullish(),
  isValueInput: z.boolean().nullish(),
  valueJsonString: z.string().nullish(),
});
export const ZBenefitInputsJson = z.array(ZBenefitInputJson);
export type TBenefitInputJson = z.infer<typeof ZBenefitInputJson>;

/** Replaces {{value}} (or {value}) in a format text with the benefit's value. */
export function applyValueFormat(format: string | null | undefined, value: string | null): string | null {
  if (format === null || format === undefined || format === '') return value;
  return format.replace(/\{\{\s*value\s*\}\}|\{value\}/g, value ?? '');
}

/** ISO and historic currency codes of currencyCodeEnumeration; UNDEFINED is shown as 'None'. */
export const CURRENCY_CODES = (
  'ADP AED AFA AFN ALK ALL AMD ANG AOA AOK AON AOR ARA ARP ARS ARY ATS AUD AWG AYM AZM AZN BAD BAM BBD ' +
  'BDS BDT BEC BEF BEL BGJ BGK BGL BGN BHD BIF BMD BND BOB BOP BOV BRB BRC BRE BRL BRN BRR BSD BTN BUK ' +
  'BWP BYB BYN BYR BZD CAD CDF CHC CHE CHF CHW CLF CLP CNX CNY COP COU CRC CSD CSJ CSK CUC CUP CVE CYP ' +
  'CZK DDM DEM DJF DKK DOP DZD ECS ECV EEK EGP ERN ESA ESB ESP ETB EUR FIM FJD FKP FRF GBP GEK GEL GHC ' +
  'GHP GHS GIP GMD GNE GNF GNS GQE GRD GTQ GWE GWP GYD HKD HNL HRD HRK HTG HUF IDR IEP ILP ILR ILS INR ' +
  'IQD IRR ISJ ISK ITL JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAJ LAK LBP LKR LRD LSL LSM LTL ' +
  'LTT LUC LUF LUL LVL LVR LYD MAD MDL MGA MGF MKD MLF MMK MNT MOP MRO MTL MTP MUR MVQ MVR MWK MXN MXV ' +
  'MYR MZE MZM MZN NAD NGN NIC NIO NLG NOK NPR NZD OMR PAB PEH PEI PEN PES PGK PHP PKR PLN PLZ PTE PYG ' +
  'QAR RHD ROK ROL RON RSD RUB RUR RWF SAR SBD SCR SDD SDG SDP SEK SGD SHP SIT SKK SLL SOS SRD SRG SSP ' +
  'STD SUR SVC SYP SZL THB TJR TJS TMM TMT TND TOP TPE TRL TRY TTD TWD TZS UAH UAK UGS UGW UGX ' +
  'UNDEFINED USD USN USS UYI UYN UYP UYU UZS VEB VEF VNC VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD ' +
  'XDR XEU XFO XFU XOF XPD XPF XPT XRE XSU XTS XUA XXX YDD YER YUD YUM YUN ZAL ZAR ZMK ZMW ZRN ZRZ ZWC ' +
  'ZWD ZWL ZWN ZWR'
).split(' ') as readonly string[];
