import { z } from 'zod';
import { UPLOAD_LIMIT_BYTES } from './files';
import { PRODUCT_TREE_LIMITS } from './product-trees';

/**
 * Promotion between environments (Development → Acceptance → Production) and bundle files: one neutral
 * "bundle" of product versions, templates, apps and files, read from a tenant or from a zip, diffed
 * against the target tenant and applied there in one transaction.
 */
export const BUNDLE_FORMAT = 'carrier-bundle';
export const BUNDLE_FORMAT_VERSION = 1;
export const BUNDLE_MANIFEST = 'manifest.json';
/** A file's bytes sit in the zip at files/<sha256 of the bytes>. */
export const BUNDLE_FILES_FOLDER = 'files/';

export const PROMOTION_ENTRY_KINDS = [
  'product',
  'insurer',
  'benefit',
  'text',
  'code',
  'pricingSettings',
  'variable',
  'rateTable',
  'testCase',
  'treeNode',
  'template',
  'file',
  'app',
  'component',
] as const;
export type TPromotionEntryKind = (typeof PROMOTION_ENTRY_KINDS)[number];
export const PROMOTION_STATUSES = ['new', 'changed', 'unchanged'] as const;
export type TPromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const BUNDLE_LIMITS = {
  /** The zip as uploaded: the file service's upload limit. */
  zipBytes: UPLOAD_LIMIT_BYTES,
  /** Everything unpacked, and one entry. */
  uncompressedBytes: 4 * UPLOAD_LIMIT_BYTES,
  entryBytes: UPLOAD_LIMIT_BYTES,
  entries: 2_000,
  items: 200,
} as const;

const problem = (code: string, message: string) => ({ code, message });

/** Business failures of promotion and bundles: code and message. */
export const PROMOTION_ERRORS = {
  targetNotFound: problem(
    'promotion_target_not_found',
    'The target environment does not exist or you are not an active editor there.',
  ),
  noItems: problem('promotion_no_items', 'Select at least one product version, template or app to promote.'),
  tooManyItems: problem('promotion_too_many_items', `Select at most ${BUNDLE_LIMITS.items} items at once.`),
  itemShape: problem(
    'promotion_item_invalid',
    'Each item names exactly one of a product version, a template or an app.',
  ),
  productNotFound: (label: string) => problem('promotion_product_not_found', `The product ${label} does not exist.`),
  templateNotFound: (id: string) => problem('promotion_template_not_found', `The template ${id} does not exist.`),
  appNotFound: (id: string) => problem('promotion_app_not_found', `The app ${id} does not exist.`),
  fileNotFound: (key: string) =>
    problem('promotion_file_not_found', `The file ${key} that a template uses does not exist in the files.`),
  appNeedsProduct: (appId: string, label: string) =>
    problem(
      'promotion_app_needs_product',
      `The app ${appId} uses product ${label}, which the target does not have; select it too.`,
    ),
  ambiguousTemplate: (name: string) =>
    problem(
      'promotion_template_ambiguous',
      `The target has several templates named ${name} of this type; rename them so one matches.`,
    ),
  frozenTarget: (label: string) =>
    problem(
      'promotion_target_frozen',
      `The product ${label} is released and frozen in the target; promote it as a new version instead.`,
    ),
  treeNodeTaken: (label: string, nodeId: string) =>
    problem(
      'promotion_tree_node_taken',
      `The tree of product ${label} has a node ${nodeId} that another tree of the target already uses; rename one of them.`,
    ),
  invalidContent: (what: string, detail: string) =>
    problem('promotion_invalid_content', `The bundle's ${what} is not valid: ${detail}`),
  bundleNotZip: problem('bundle_not_zip', 'The bundle is not a zip file.'),
  bundleTooLarge: problem(
    'bundle_too_large',
    `The bundle is too large (at most ${BUNDLE_LIMITS.zipBytes} bytes, ${BUNDLE_LIMITS.entries} entries, ${BUNDLE_LIMITS.uncompressedBytes} bytes unpacked).`,
  ),
  bundleNoManifest: problem('bundle_no_manifest', `The bundle has no ${BUNDLE_MANIFEST}.`),
  bundleManifestJson: problem('bundle_manifest_not_json', `The bundle's ${BUNDLE_MANIFEST} is not valid JSON.`),
  bundleFormat: (found: string) =>
    problem(
      'bundle_unknown_format',
      `The bundle's format version ${found} is not supported (this server reads ${BUNDLE_FORMAT} version ${BUNDLE_FORMAT_VERSION}).`,
    ),
  bundleManifest: (path: string, message: string) =>
    problem('bundle_manifest_invalid', `The bundle's ${BUNDLE_MANIFEST} is not valid at ${path}: ${message}`),
  bundleMissingFile: (key: string) =>
    problem('bundle_missing_file', `The bundle names the file ${key} but does not hold its bytes.`),
  bundleFileMismatch: (key: string) =>
    problem('bundle_file_mismatch', `The bytes of the file ${key} in the bundle do not match its size or checksum.`),
  bundleFileRefused: (key: string) =>
    problem('bundle_file_refused', `The file ${key} in the bundle is of a type or content the file service refuses.`),
} as const;

export const ZBundleFile = z.strictObject({
  key: z.string().min(1).max(1024),
  contentType: z.string().max(200).nullable(),
  isPublic: z.boolean(),
  size: z.number().int().nonnegative().max(UPLOAD_LIMIT_BYTES),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const str = z.string().max(1_000_000);
const maybe = str.nullable();
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();

/** The columns of each row a bundle carries: no ids, tenants, dates of change or authors. */
export const ZBundleProductRow = z.strictObject({
  insurerId: maybe,
  underwritingRules: maybe,
  amountLogic: maybe,
  status: maybe,
  lifecycleStage: maybe,
  tags: z.array(z.string().max(200)).max(200),
  launchPeriodStartDate: date,
  launchPeriodEndDate: date,
  fields: maybe,
  representation: maybe,
  issuerProductId: maybe,
  productTreeId: maybe,
  changeEffectiveDate: date,
});
export const ZBundleBenefit = z.strictObject({
  typeId: z.string().min(1).max(200),
  optionKey: z.string().max(200),
  parentTypeId: maybe,
  parentOptionKeys: z.array(z.string().max(200)).max(200),
  isValueInput: z.boolean(),
  currencyCode: maybe,
  valueJson: maybe,
});
export const ZBundleCode = z.strictObject({
  kind: z.enum(['discount', 'loading', 'tax']),
  code: z.string().min(1).max(200),
  name: z.string().max(500),
  description: maybe,
  calculationKind: z.enum(['ratio', 'flat', 'custom']),
  ratio: maybe,
  flat: maybe,
  currencyCode: maybe,
  calculationLogic: maybe,
  conditionLogic: maybe,
  order: z.number().int(),
  cap: maybe,
  rounding: maybe,
});
export const ZBundlePricingSettings = z.strictObject({
  minimumPremium: maybe,
  maxDiscountPercent: maybe,
  modalFactors: maybe,
});
export const ZBundleVariable = z.strictObject({
  name: z.string().min(1).max(200),
  type: z.string().max(40),
  labels: str,
  unit: maybe,
  min: z.number().nullable(),
  max: z.number().nullable(),
  choices: str,
  required: z.boolean(),
  order: z.number().int(),
});
export const ZBundleRateTable = z.strictObject({
  name: z.string().min(1).max(200),
  description: maybe,
  columns: str,
  rows: str,
  noGaps: z.boolean(),
});
export const ZBundleTestCase = z.strictObject({
  name: z.string().min(1).max(500),
  valuesJson: str,
  discountCodes: z.array(z.string().max(200)).max(200),
  expectedAmount: maybe,
  expectedDecision: maybe,
});
const ZBundleNodeField = z.strictObject({
  ref: maybe,
  alias: maybe,
  type: maybe,
  resolver: z.strictObject({ language: maybe, text: maybe }).nullable(),
});
/** A node of the product's tree (row.productTreeId is its root); ids are the tenant's own, as the client chose. */
export const ZBundleTreeNode = z.strictObject({
  id: z.string().min(1).max(200),
  parentId: z.string().max(200).nullable(),
  position: z.number().int(),
  ref: maybe,
  alias: maybe,
  type: maybe,
  fields: z.array(ZBundleNodeField).max(PRODUCT_TREE_LIMITS.fieldsPerNode),
});
export const ZBundleText = z.strictObject({ key: z.string().max(2_000), locale: z.string().max(20), value: str });

export const ZBundleProduct = z.strictObject({
  plan: z.string().min(1).max(200),
  type: z.string().min(1).max(200),
  version: z.string().max(100),
  row: ZBundleProductRow,
  insurer: z.strictObject({ id: z.string().min(1).max(200), name: z.string().max(500) }).nullable(),
  benefits: z.array(ZBundleBenefit).max(5_000),
  /** Keys without the product's prefix (products-{plan}|{version}|{type}-). */
  texts: z.array(ZBundleText).max(20_000),
  codes: z.array(ZBundleCode).max(1_000),
  settings: ZBundlePricingSettings.nullable(),
  dictionary: z.array(ZBundleVariable).max(1_000),
  rateTables: z.array(ZBundleRateTable).max(100),
  testCases: z.array(ZBundleTestCase).max(1_000),
  /** The nodes of the product's tree, the root first; empty when it has none (bundles before it: absent). */
  tree: z.array(ZBundleTreeNode).max(PRODUCT_TREE_LIMITS.nodes).default([]),
});

export const ZBundleAppRow = z.strictObject({
  appName: z.string().min(1).max(500),
  template: z.string().max(100),
  email: maybe,
  emailSenderName: maybe,
  urlRouting: z.record(z.string(), z.unknown()).nullable(),
  appConfig: maybe,
  defaultTimeZone: maybe,
  redirectUris: z.array(z.string().max(2_000)).max(100).nullable(),
  requires2FA: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
});
export const ZBundlePage = z.strictObject({
  path: maybe,
  name: maybe,
  component: maybe,
  metaJsonString: maybe,
  propsJsonString: maybe,
  redirect: maybe,
  children: z.record(z.string(), z.unknown()).nullable(),
});
export const ZBundleComponent = z.strictObject({
  name: z.string().min(1).max(500),
  framework: z.string().max(40),
  version: z.string().max(40),
  vueTemplate: str,
  editorAst: z.unknown(),
  editorScript: str,
  componentJson: str,
  status: z.string().max(40),
});

export const ZBundleTemplate = z.strictObject({
  type: z.string().min(1).max(200),
  name: z.string().min(1).max(500),
  description: maybe,
  logicalId: maybe,
  graphQlQuery: maybe,
  tags: z.array(z.string().max(200)).max(200),
  content: z.record(z.string(), z.unknown()),
  /** The files it uses (keys of the default bucket) and the templates it attaches ("type:name"). */
  files: z.array(z.string()).max(500),
  attaches: z.array(z.string()).max(100),
});

export const ZBundleApp = z.strictObject({
  appId: z.string().min(1).max(200),
  row: ZBundleAppRow,
  config: z.record(z.string(), z.unknown()).nullable(),
  theme: maybe,
  pages: z.array(ZBundlePage).max(500),
  components: z.array(ZBundleComponent).max(500),
  /** The app's guest access (the studio's switch), which its quote buttons need. */
  guestAccess: z.boolean(),
  /** The product versions its quote buttons name (plan/type/version). */
  products: z.array(z.string()).max(200),
});

/** manifest.json of a bundle zip: what it holds, in a stable order, with no ids or dates of its source. */
export const ZBundleManifest = z.strictObject({
  format: z.literal(BUNDLE_FORMAT),
  version: z.literal(BUNDLE_FORMAT_VERSION),
  /** The keys of the items selected when it was made (the rest came along as what they need). */
  selected: z.array(z.string()).max(BUNDLE_LIMITS.items),
  products: z.array(ZBundleProduct).max(BUNDLE_LIMITS.items),
  templates: z.array(ZBundleTemplate).max(BUNDLE_LIMITS.items * 4),
  apps: z.array(ZBundleApp).max(BUNDLE_LIMITS.items),
  files: z.array(ZBundleFile).max(BUNDLE_LIMITS.entries),
});
export type TBundleManifest = z.infer<typeof ZBundleManifest>;
export type TBundleProduct = z.infer<typeof ZBundleProduct>;
export type TBundleTemplate = z.infer<typeof ZBundleTemplate>;
export type TBundleApp = z.infer<typeof ZBundleApp>;
export type TBundleFile = z.infer<typeof ZBundleFile>;
