import type { TCmsComponentRoute } from '@carrier/contracts';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { JSON_LENGTH, TEXT_LENGTH } from '../../graphql/input-limits';
import { toResult, unwrap } from '../../graphql/outcome';
import { cachedBy } from '../../graphql/response-cache';
import { failure, ResultRef } from '../../graphql/result';
import { SortInput } from '../../graphql/types/sort';
import { guestCredentialsView } from '../publish/guest-identity';
import { AppRef, whereInput } from './apps.schema';
import type { CmsConfigView } from './apps.service';

type Script = {
  src?: string | null;
  async?: boolean | null;
  defer?: boolean | null;
  body?: boolean | null;
  afterLoad?: boolean | null;
  innerHTML?: string | null;
};
type Head = {
  title?: string | null;
  metaJsonString?: string | null;
  linkJsonString?: string | null;
  script?: Script[] | null;
  noScript?: Script[] | null;
};

const ScriptRef = builder.objectRef<Script>('cmsScriptConfig').implement({
  ...cachedBy(),
  fields: (t) => ({
    src: t.exposeString('src', { nullable: true }),
    async: t.exposeBoolean('async', { nullable: true }),
    defer: t.exposeBoolean('defer', { nullable: true }),
    body: t.exposeBoolean('body', { nullable: true }),
    afterLoad: t.exposeBoolean('afterLoad', { nullable: true }),
    innerHTML: t.exposeString('innerHTML', { nullable: true }),
  }),
});

const HeadRef = builder.objectRef<Head>('cmsHeadConfig').implement({
  ...cachedBy(),
  fields: (t) => ({
    title: t.exposeString('title', { nullable: true }),
    metaJsonString: t.exposeString('metaJsonString', { nullable: true }),
    linkJsonString: t.exposeString('linkJsonString', { nullable: true }),
    script: t.field({ type: [ScriptRef], resolve: (head) => head.script ?? null }),
    noScript: t.field({ type: [ScriptRef], resolve: (head) => head.noScript ?? null }),
  }),
});

const RouteRef = builder.objectRef<TCmsComponentRoute>('cmsComponentRoute');
RouteRef.implement({
  ...cachedBy(),
  fields: (t) => ({
    path: t.exposeString('path', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    component: t.exposeString('component', { nullable: true }),
    metaJsonString: t.exposeString('metaJsonString', { nullable: true }),
    propsJsonString: t.exposeString('propsJsonString', { nullable: true }),
    redirect: t.exposeString('redirect', { nullable: true }),
    children: t.field({ type: RouteRef, nullable: true, resolve: (route) => route.children ?? null }),
  }),
});

const CredentialsRef = builder.objectRef<{ username: string; password: string }>('cmsGuestLoginCredentials').implement({
  ...cachedBy(),
  fields: (t) => ({
    username: t.exposeString('username', { nullable: false }),
    password: t.exposeString('password', { nullable: false }),
  }),
});

const string = (config: CmsConfigView, key: keyof CmsConfigView) => (config[key] as string | null | undefined) ?? null;

const CmsConfigRef = builder.objectRef<CmsConfigView>('cmsConfig').implement({
  ...cachedBy('apps'),
  fields: (t) => ({
    tenantId: t.exposeString('tenantId', { nullable: false }),
    appId: t.exposeString('appId'),
    app: t.field({
      type: AppRef,
      resolve: (config, _args, context) => context.services.apps.find(requireSession(context), config.appId),
    }),
    allowedLocales: t.field({ type: ['String'], resolve: (config) => config.allowedLocales ?? null }),
    defaultLocale: t.string({ resolve: (config) => string(config, 'defaultLocale') }),
    componentRoutes: t.field({ type: [RouteRef], resolve: (config) => config.componentRoutes ?? null }),
    guestLoginCredentials: t.field({
      type: CredentialsRef,
      description:
        "Masked while guest access is on (the guest is the app's own identity; no password is kept), else null.",
      resolve: (config) => guestCredentialsView(config.guestAccess),
    }),
    guestAccess: t.boolean({
      description: "Extension: whether the app's own guest identity is on (its published app's visitors can quote).",
      resolve: (config) => config.guestAccess,
    }),
    head: t.field({ type: HeadRef, resolve: (config) => config.head ?? null }),
    ...Object.fromEntries(
      (
        [
          'analyticsProvidersJsonString',
          'baseComponentsVariantsJsonString',
          'endpointsJsonString',
          'httpHeadersJsonString',
          'paymentProvidersJsonString',
          'themeJsonString',
        ] as const
      ).map((key) => [key, t.string({ resolve: (config) => string(config, key) })]),
    ),
  }),
});

const ScriptInput = builder.inputType('cmsScriptConfigInput', {
  fields: (t) => ({
    afterLoad: t.boolean(),
    async: t.boolean(),
    body: t.boolean(),
    defer: t.boolean(),
    // Past the generic text limit, so the CMS config's own limit reports a long script at its path.
    innerHTML: t.string(JSON_LENGTH),
    src: t.string(TEXT_LENGTH),
  }),
});

const RouteInput = builder.inputRef<TCmsComponentRoute>('cmsComponentRouteInput');
RouteInput.implement({
  fields: (t) => ({
    children: t.field({ type: RouteInput }),
    component: t.string(),
    metaJsonString: t.string(JSON_LENGTH),
    name: t.string(),
    path: t.string(),
    propsJsonString: t.string(JSON_LENGTH),
    redirect: t.string(),
  }),
});

const CmsConfigInput = builder.inputType('cmsConfigInput', {
  fields: (t) => ({
    allowedLocales: t.stringList(),
    analyticsProvidersJsonString: t.string(JSON_LENGTH),
    baseComponentsVariantsJsonString: t.string(JSON_LENGTH),
    componentRoutes: t.field({ type: [RouteInput] }),
    defaultLocale: t.string(),
    endpointsJsonString: t.string(JSON_LENGTH),
    guestLoginCredentials: t.field({
      type: builder.inputType('cmsGuestLoginCredentialsInput', {
        fields: (f) => ({ password: f.string({ required: true }), username: f.string({ required: true }) }),
      }),
    }),
    head: t.field({
      type: builder.inputType('cmsHeadConfigInput', {
        fields: (f) => ({
          linkJsonString: f.string(JSON_LENGTH),
          metaJsonString: f.string(JSON_LENGTH),
          noScript: f.field({ type: [ScriptInput] }),
          script: f.field({ type: [ScriptInput] }),
          title: f.string(),
        }),
      }),
    }),
    httpHeadersJsonString: t.string(JSON_LENGTH),
    paymentProvidersJsonString: t.string(JSON_LENGTH),
    themeJsonString: t.string(JSON_LENGTH),
  }),
});

const CmsConfigWhereInput = whereInput('CmsConfigWhereInputGraphType');

builder.queryField('cmsConfigs', (t) =>
  t.field({
    ...cachedBy('apps'),
    type: [CmsConfigRef],
    nullable: { list: true, items: true },
    args: {
      limit: t.arg.int(),
      skip: t.arg.int(),
      sort: t.arg({ type: SortInput }),
      where: t.arg({ type: CmsConfigWhereInput }),
    },
    resolve: async (_root, args, context) => unwrap(await context.services.apps.configs(requireSession(context), args)),
  }),
);

builder.mutationField('upsertCmsConfig', (t) =>
  t.field({
    type: ResultRef,
    args: { appId: t.arg.string({ required: true }), config: t.arg({ type: CmsConfigInput, required: true }) },
    resolve: async (_root, args, context) => {
      const problems = context.services.apps.checkConfig(args.config);
      if (problems.length > 0) return failure(...problems);
      return toResult(await context.services.apps.upsertConfig(requireSession(context), args.appId, args.config));
    },
  }),
);

builder.mutationFields((t) => ({
  setAppGuestAccess: t.field({
    type: ResultRef,
    description: "Extension: turns the app's own guest identity on or off (off stops its live guests at once).",
    args: { appId: t.arg.string({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.apps.setGuestAccess(requireSession(context), args.appId, args.enabled)),
  }),
  updateAppPages: t.field({
    type: ResultRef,
    description: "Extension: replaces an app's pages (the CMS config's componentRoutes), in order.",
    args: {
      appId: t.arg.string({ required: true }),
      componentRoutes: t.arg({ type: [RouteInput], required: true }),
    },
    resolve: async (_root, args, context) =>
      toResult(await context.services.apps.replacePages(requireSession(context), args.appId, args.componentRoutes)),
  }),
  updateAppTheme: t.field({
    type: ResultRef,
    description: "Extension: replaces an app's theme (the CMS config's themeJsonString).",
    args: {
      appId: t.arg.string({ required: true }),
      themeJsonString: t.arg.string({ required: true, ...JSON_LENGTH }),
    },
    resolve: async (_root, args, context) =>
      toResult(await context.services.apps.setTheme(requireSession(context), args.appId, args.themeJsonString)),
  }),
}));
