import { z } from 'zod';
import { baseVariantsIssues } from './base-variants';
import { isJsonText } from './json-text';
import { parseTheme, themeColorIssues } from './ui-tree/theme';

/** Limits of a CMS config (spec 002 §3): untrusted input gets bounds. */
export const CMS_CONFIG_LIMITS = {
  text: 500,
  jsonText: 200_000,
  scriptText: 100_000,
  locales: 20,
  routes: 500,
  routeDepth: 5,
  scripts: 50,
  /** The whole config as JSON text. */
  total: 1_000_000,
} as const;

/**
 * Why a part of a config is refused. The studio translates each rule (apps.config.rules.<rule>);
 * the server answers the English text at its path.
 */
export const CMS_CONFIG_RULES = {
  type: 'has the wrong type',
  unknownKey: 'is not a field of the CMS config',
  required: 'is required',
  tooLong: 'is too long',
  tooMany: 'has too many items',
  json: 'must be a JSON text',
  locale: 'must be a locale such as en-US',
  defaultLocale: 'must be one of allowedLocales',
  routePath: "must start with '/'",
  pageComponent: 'is required: a page shows a component (or redirects)',
  color: 'must be a colour such as #1d4ed8 or rgb(29 78 216)',
  tooDeep: 'nests too deeply',
  tooLarge: 'The config is too large.',
} as const;
export type CmsConfigRule = keyof typeof CMS_CONFIG_RULES;

const rule = (name: CmsConfigRule) => ({ error: name });
const text = (max: number = CMS_CONFIG_LIMITS.text) => z.string(rule('type')).max(max, rule('tooLong'));
const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

const jsonText = optional(text(CMS_CONFIG_LIMITS.jsonText).refine(isJsonText, rule('json')));
const locale = z
  .string(rule('type'))
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, rule('locale'))
  .max(35, rule('tooLong'));

export type TCmsComponentRoute = {
  path?: string | null;
  name?: string | null;
  component?: string | null;
  metaJsonString?: string | null;
  propsJsonString?: string | null;
  redirect?: string | null;
  children?: TCmsComponentRoute | null;
};

const routeBase = {
  path: optional(text().refine((value) => value.startsWith('/'), rule('routePath'))),
  name: optional(text()),
  component: optional(text()),
  metaJsonString: jsonText,
  propsJsonString: jsonText,
  redirect: optional(text()),
};
/** `children` nests one route (reference: cmsComponentRoute.children), at most routeDepth levels. */
function routeSchema(depth: number): z.ZodType<TCmsComponentRoute> {
  const children = depth > 1 ? optional(z.lazy(() => routeSchema(depth - 1))) : optional(z.never(rule('tooDeep')));
  return z.strictObject({ ...routeBase, children }, rule('type'));
}

/** A page (a top-level route): an unfinished one (no component, no redirect) would go live blank. */
function pageSchema(): z.ZodType<TCmsComponentRoute> {
  return routeSchema(CMS_CONFIG_LIMITS.routeDepth).superRefine((route, context) => {
    if (!route.component?.trim() && !route.redirect?.trim())
      context.addIssue({ code: 'custom', path: ['component'], message: 'pageComponent' });
  });
}

const ZCmsScript = z.strictObject(
  {
    src: optional(text(2000)),
    async: optional(z.boolean(rule('type'))),
    defer: optional(z.boolean(rule('type'))),
    body: optional(z.boolean(rule('type'))),
    afterLoad: optional(z.boolean(rule('type'))),
    innerHTML: optional(text(CMS_CONFIG_LIMITS.scriptText)),
  },
  rule('type'),
);
const scripts = optional(z.array(ZCmsScript, rule('type')).max(CMS_CONFIG_LIMITS.scripts, rule('tooMany')));

const parsedJson = (text: string | null | undefined): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/** Where the theme and the base-component theme hold a colour a browser would not take. */
function colorIssues(theme: string | null | undefined, baseVariants: string | null | undefined): PropertyKey[][] {
  const inTheme = theme ? themeColorIssues(parseTheme(theme)).map((issue) => ['themeJsonString', ...issue.path]) : [];
  const inBase = baseVariantsIssues(parsedJson(baseVariants) ?? {})
    .filter((issue) => issue.code === 'notColor')
    .map((issue) => ['baseComponentsVariantsJsonString', ...issue.path.split('.')]);
  return [...inTheme, ...inBase];
}

/** cmsConfigInput of the reference schema, every field checked (spec 002 §3). */
export const ZCmsConfig = z
  .strictObject(
    {
      allowedLocales: optional(z.array(locale, rule('type')).max(CMS_CONFIG_LIMITS.locales, rule('tooMany'))),
      defaultLocale: optional(locale),
      analyticsProvidersJsonString: jsonText,
      baseComponentsVariantsJsonString: jsonText,
      componentRoutes: optional(z.array(pageSchema(), rule('type')).max(CMS_CONFIG_LIMITS.routes, rule('tooMany'))),
      endpointsJsonString: jsonText,
      guestLoginCredentials: optional(
        z.strictObject(
          {
            username: text().min(1, rule('required')),
            password: text().min(1, rule('required')),
          },
          rule('type'),
        ),
      ),
      head: optional(
        z.strictObject(
          {
            title: optional(text()),
            metaJsonString: jsonText,
            linkJsonString: jsonText,
            script: scripts,
            noScript: scripts,
          },
          rule('type'),
        ),
      ),
      httpHeadersJsonString: jsonText,
      paymentProvidersJsonString: jsonText,
      themeJsonString: jsonText,
    },
    rule('type'),
  )
  .superRefine((config, context) => {
    if (config.defaultLocale && config.allowedLocales?.length && !config.allowedLocales.includes(config.defaultLocale))
      context.addIssue({ code: 'custom', path: ['defaultLocale'], message: 'defaultLocale' });
    for (const issue of colorIssues(config.themeJsonString, config.baseComponentsVariantsJsonString))
      context.addIssue({ code: 'custom', path: issue, message: 'color' });
  });
export type TCmsConfig = z.infer<typeof ZCmsConfig>;

export type CmsConfigIssue = { path: string; rule: CmsConfigRule; message: string };

/** 'componentRoutes', 0, 'path' -> 'componentRoutes[0].path'. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

function ruleOf(issue: z.core.$ZodIssue): CmsConfigRule {
  if (issue.code === 'unrecognized_keys') return 'unknownKey';
  if (issue.message in CMS_CONFIG_RULES) return issue.message as CmsConfigRule;
  if (issue.code === 'too_big') return issue.origin === 'array' ? 'tooMany' : 'tooLong';
  return 'type';
}

/** Every problem of a config, each at its path; empty when the config is valid. */
export function cmsConfigIssues(value: unknown): CmsConfigIssue[] {
  if (JSON.stringify(value ?? null).length > CMS_CONFIG_LIMITS.total)
    return [{ path: '', rule: 'tooLarge', message: CMS_CONFIG_RULES.tooLarge }];
  const parsed = ZCmsConfig.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const rule = ruleOf(issue);
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    return paths.map((path) => ({ path: formatPath(path), rule, message: CMS_CONFIG_RULES[rule] }));
  });
}
