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
  /** Whether the app signs in as a guest (the credentials themselves never leave the server). */
  hasGuest: boolean;
};

/** Props an element type cannot be published without (checked before publishing). */
export const PUBLISH_REQUIRED_PROPS: Readonly<Record<string, readonly string[]>> = {
  JSelect: ['options'],
  JRadios: ['options'],
  JCheckboxGroup: ['options'],
  JMultiSelect: ['options'],
};

/** The checks before publishing and the publish API's failures: code and message. */
export const PUBLISH_ERRORS = {
  appNotFound: (appId: string) => ({ code: 'app_not_found', message: `The app ${appId} does not exist.` }),
  noPages: { code: 'no_pages', message: 'The app has no page to publish.' },
  missingComponent: (path: string, component: string) => ({
    code: 'page_component_missing',
    message: `The page ${path} shows the component ${component}, which does not exist.`,
  }),
  pageWithoutComponent: (path: string) => ({
    code: 'page_component_missing',
    message: `The page ${path} shows no component.`,
  }),
  missingInstance: (component: string, node: string, name: string) => ({
    code: 'component_missing',
    message: `${component}: the element ${node} is an instance of ${name}, which does not exist.`,
  }),
  requiredProp: (component: string, node: string, prop: string) => ({
    code: 'required_prop',
    message: `${component}: the element ${node} needs its ${prop} set.`,
  }),
  missingText: (component: string, node: string, field: string, locale: string) => ({
    code: 'missing_text',
    message: `${component}: the ${field} of ${node} has no text in ${locale}.`,
  }),
  brokenBinding: (component: string, node: string, field: string) => ({
    code: 'broken_binding',
    message: `${component}: the element ${node} is bound to ${field}, which the component's data does not declare.`,
  }),
  unreadableTree: (component: string) => ({
    code: 'invalid_editor_ast',
    message: `${component}: the editor tree cannot be read.`,
  }),
  versionNotFound: (version: number) => ({
    code: 'version_not_found',
    message: `The app has no published version ${version}.`,
  }),
  noGuest: { code: 'no_guest', message: 'This app has no guest sign-in (guestLoginCredentials).' },
  notPublished: { code: 'not_published', message: 'This app has not been published yet.' },
} as const;
