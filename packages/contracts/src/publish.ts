import type { TCmsComponentRoute } from './cms-config';

/** One component of a published app: its tree (editorAst) and its locale texts. */
export type TPublishedComponent = {
  id: string;
  name: string;
  editorAst: unknown;
  /** The texts of the component's script, by locale then key. */
  locales: Record<string, Record<string, string>>;
};

/**
 * What a publish freezes of an app (config, pages, components, theme, texts): the published app is
 * rendered from this alone, so editing the app afterwards changes nothing live until the next publish.
 */
export type TPublishedApp = {
  appId: string;
  appName: string;
  version: number;
  publishedAt: string;
  allowedLocales: string[];
  defaultLocale: string;
  pages: TCmsComponentRoute[];
  components: TPublishedComponent[];
  themeJsonString: string | null;
  /** The base-component theme (layers component > variant > element > key > option), JSON. */
  baseComponentsVariantsJsonString: string | null;
  /** Whether the version was published with guest access on (the app's own guest identity; no password anywhere). */
  hasGuest: boolean;
};

/** Props an element type cannot be published without (checked before publishing). */
export const PUBLISH_REQUIRED_PROPS: Readonly<Record<string, readonly string[]>> = {
  JSelect: ['options'],
  JRadios: ['options'],
  JCheckboxGroup: ['options'],
  JMultiSelect: ['options'],
  JImage: ['src'],
  JLink: ['href'],
};

/** A publish check's finding: a stable code, its English message, and the names it mentions (for other locales). */
export type TPublishProblem = { code: string; message: string; params: Record<string, string> };

const finding = (code: string, params: Record<string, string>, message: string): TPublishProblem => ({
  code,
  message,
  params,
});

/** A dictionary type (rating-dictionary.ts) or a field's kind of value (ui-tree quote-inputs.ts), in words. */
const VALUE_WORDS: Readonly<Record<string, string>> = {
  number: 'a number',
  boolean: 'true or false',
  text: 'text',
  date: 'a date',
  choice: 'one of its choices',
  option: 'an option',
  list: 'a list',
};

/**
 * The checks before publishing and the publish API's failures: code, message, and params, so the studio
 * can say each one in its own locale (its texts are keyed `publish.problem.<code>`).
 */
export const PUBLISH_ERRORS = {
  appNotFound: (appId: string) => finding('app_not_found', { appId }, `The app ${appId} does not exist.`),
  noPages: finding('no_pages', {}, 'The app has no page to publish.'),
  missingComponent: (path: string, component: string) =>
    finding(
      'page_component_missing',
      { path, component },
      `The page ${path} shows the component ${component}, which does not exist.`,
    ),
  pageWithoutComponent: (path: string) =>
    finding('page_without_component', { path }, `The page ${path} shows no component.`),
  missingInstance: (component: string, node: string, name: string) =>
    finding(
      'component_missing',
      { component, node, name },
      `${component}: the element ${node} is an instance of ${name}, which does not exist.`,
    ),
  requiredProp: (component: string, node: string, prop: string) =>
    finding('required_prop', { component, node, prop }, `${component}: the element ${node} needs its ${prop} set.`),
  missingText: (component: string, node: string, field: string, locale: string) =>
    finding(
      'missing_text',
      { component, node, field, locale },
      `${component}: the ${field} of ${node} has no text in ${locale}.`,
    ),
  brokenBinding: (component: string, node: string, field: string) =>
    finding(
      'broken_binding',
      { component, node, field },
      `${component}: the element ${node} is bound to ${field}, which the component's data does not declare.`,
    ),
  quoteWithoutProduct: (component: string, node: string) =>
    finding('quote_without_product', { component, node }, `${component}: the quote button ${node} has no product.`),
  quoteProductMissing: (component: string, node: string, product: string) =>
    finding(
      'quote_product_missing',
      { component, node, product },
      `${component}: the quote button ${node} quotes ${product}, which does not exist.`,
    ),
  quoteProductUnpriced: (component: string, node: string, product: string) =>
    finding(
      'quote_product_unpriced',
      { component, node, product },
      `${component}: the quote button ${node} quotes ${product}, which has no pricing logic.`,
    ),
  quoteVariableUnfed: (path: string, node: string, product: string, variable: string) =>
    finding(
      'quote_variable_unfed',
      { path, node, product, variable },
      `The page ${path}: the quote button ${node} needs ${variable} for ${product}, and no field feeds it.`,
    ),
  quoteMappingUndeclared: (path: string, node: string, product: string, variable: string) =>
    finding(
      'quote_mapping_undeclared',
      { path, node, product, variable },
      `The page ${path}: the quote button ${node} maps a field to ${variable}, which the dictionary of ${product} does not declare.`,
    ),
  quoteChoicesDiffer: (path: string, node: string, product: string, variable: string) =>
    finding(
      'quote_choices_differ',
      { path, node, product, variable },
      `The page ${path}: the field feeding ${variable} of the quote button ${node} offers other options than the dictionary of ${product} declares.`,
    ),
  quoteFieldTypeDiffers: (
    path: string,
    node: string,
    product: string,
    variable: string,
    field: string,
    type: string,
    given: string,
  ) =>
    finding(
      'quote_field_type_differs',
      { path, node, product, variable, field, type, given },
      `The page ${path}: the field ${field} gives ${VALUE_WORDS[given] ?? given} for ${variable} of the quote button ${node}, which the dictionary of ${product} declares as ${VALUE_WORDS[type] ?? type}.`,
    ),
  unreadableTree: (component: string) =>
    finding('invalid_editor_ast', { component }, `${component}: the editor tree cannot be read.`),
  versionNotFound: (version: number) =>
    finding('version_not_found', { version: String(version) }, `The app has no published version ${version}.`),
  noGuest: finding('no_guest', {}, 'Guest access is off for this app: its visitors cannot get quotes.'),
  quoteNeedsGuest: (component: string, node: string) =>
    finding(
      'quote_needs_guest',
      { component, node },
      `${component}: the element ${node} asks for a quote, but the app's guest access is off. Turn Guest access on.`,
    ),
  studioHost: (host: string) =>
    finding(
      'studio_host',
      { host },
      `The app uses ${host}, a host of the studio itself. Give the app a host of its own.`,
    ),
  notPublished: finding('not_published', {}, 'This app has not been published yet.'),
  tooManyQuotes: finding('too_many_quotes', {}, 'Too many quotes from this address. Please try again in a minute.'),
  tooManyDiscountCodes: finding(
    'too_many_discount_codes',
    {},
    'Too many unknown discount codes from this address. Please try again later.',
  ),
} as const;
