import { z } from 'zod';

/** Texts of spec 000 §5 and §8 for the pricing and underwriting editors, word for word. */
export const PRICING_MESSAGES = {
  logicProblem: 'Oops, there is a problem with your json logic, {error}',
  fetchFailed: "Oops, there was a problem. Can't fetch jsonLogic",
  saveFailed: 'Oops, there was an error',
  searchPlaceholder: 'Search name, code...',
  notVisibleToCustomers: 'not visible to customers',
} as const;

/** Page size of the discount codes, loading codes and releases lists. */
export const PRICING_PAGE_SIZE = 10;
export const CODE_LIMITS = { code: 40, name: 200, description: 2_000 } as const;
/** A code's highest percentage: a discount takes at most the whole premium, a loading may add up to 10 times it. */
export const maxRatioOf = (kind: string): number => (kind === 'loading' ? 1000 : 100);
export const RELEASE_LIMITS = { name: 200, description: 2_000, products: 100 } as const;
export const TEST_CASE_LIMITS = { name: 200, values: 20_000, perProduct: 200, codes: 20 } as const;

/** A discount or loading code: letters, digits, '_' and '-', stored upper-case. */
export const ZAdjustmentCode = z
  .string()
  .trim()
  .min(1)
  .max(CODE_LIMITS.code)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A decimal number as text (a percentage or an amount). */
export const ZDecimalText = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,6})?$/);

const frozenMessage = (label: string) =>
  `The product ${label} is released and frozen; create a new version to change it.`;

/** Business failures of pricing, codes, test cases and releases: code and message. */
export const PRICING_ERRORS = {
  frozen: (label: string) => ({ code: 'product_frozen', message: frozenMessage(label) }),
  priceLogicExists: (label: string) => ({
    code: 'price_logic_exists',
    message: `The product ${label} already has pricing logic; update it instead.`,
  }),
  currencyNotSupported: (currency: string) => ({
    code: 'currency_not_supported',
    message: `Premiums are in HKD only; ${currency} is not supported.`,
  }),
  codeExists: (kind: string, code: string) => ({
    code: 'code_exists',
    message: `The ${kind} code ${code} already exists.`,
  }),
  codeNotFound: (kind: string, code: string) => ({
    code: 'code_not_found',
    message: `The ${kind} code ${code} does not exist.`,
  }),
  invalidCode: {
    code: 'invalid_code',
    message: `A code holds 1 to ${CODE_LIMITS.code} letters, digits, '_' or '-'.`,
  },
  nameRequired: { code: 'name_required', message: 'The name is required.' },
  tooLong: (field: string, max: number) => ({
    code: 'too_long',
    message: `The ${field} is longer than ${max} characters.`,
  }),
  /** `max`: 100 for a discount, 1000 for a loading (a loading may more than double the premium). */
  invalidRatio: (max: number) => ({
    code: 'invalid_ratio',
    message: `The percentage must be a number between 0 and ${max} with at most 6 decimals.`,
  }),
  invalidFlat: { code: 'invalid_flat', message: 'The amount must be a positive number with at most 6 decimals.' },
  logicRequired: { code: 'logic_required', message: 'A custom code needs calculation logic.' },
  invalidRule: (field: string, message: string) => ({ code: 'rule_invalid', message: `${field}: ${message}` }),
  invalidValues: (message: string) => ({ code: 'invalid_values', message: `The values are not valid: ${message}` }),
  testCaseExists: (name: string) => ({
    code: 'test_case_exists',
    message: `A test case named ${name} already exists.`,
  }),
  testCaseNotFound: (id: string) => ({ code: 'test_case_not_found', message: `The test case ${id} does not exist.` }),
  tooManyTestCases: { code: 'too_many_test_cases', message: 'A product version holds at most 200 test cases.' },
  expectationRequired: {
    code: 'expectation_required',
    message: 'A test case needs an expected premium or an expected decision.',
  },
  releaseNotFound: (id: string) => ({ code: 'release_not_found', message: `The release ${id} does not exist.` }),
  releaseNeedsProducts: { code: 'release_needs_products', message: 'A release holds at least one product version.' },
  tooManyReleaseProducts: {
    code: 'too_many_products',
    message: 'A release holds at most 100 product versions.',
  },
  /** A product version is in one release only: refused when another release froze it already. */
  versionReleased: (label: string, release: string) => ({
    code: 'version_released',
    message: `The product ${label} is already in the release ${release}: a product version is in one release only. Create a new version to release it again.`,
  }),
  /** …or when another release naming it waits for approval. */
  versionPendingRelease: (label: string, release: string) => ({
    code: 'version_release_pending',
    message: `The product ${label} is already in the release ${release}, which is waiting for approval: a product version is in one release only. Withdraw or reject that request first, or create a new version.`,
  }),
  failingTestCases: (label: string, names: string[]) => ({
    code: 'failing_test_cases',
    message: `The product ${label} has failing test cases: ${names.join(', ')}.`,
  }),
} as const;
