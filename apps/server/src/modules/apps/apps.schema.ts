import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { toResult, unwrap } from '../../graphql/outcome';
import { cachedBy } from '../../graphql/response-cache';
import { ResultRef } from '../../graphql/result';
import { LoginRef, loginOf } from '../../graphql/types/login';
import { SortInput } from '../../graphql/types/sort';
import { auditWhereFields, nestedWhereFields } from '../../graphql/types/where';
import type { AppWhere } from './app-filter';
import type { AppRow } from './apps.repository';
import type { UrlRouting } from './apps.tables';

const UrlRoutingRef = builder.objectRef<UrlRouting>('urlRouting').implement({
  ...cachedBy(),
  fields: (t) => ({
    url: t.exposeString('url', { nullable: true }),
    regexPattern: t.exposeString('regexPattern', { nullable: true }),
    order: t.exposeInt('order', { nullable: true }),
  }),
});

export const AppRef = builder.objectRef<AppRow>('app').implement({
  ...cachedBy('apps'),
  fields: (t) => ({
    appId: t.exposeString('appId', { nullable: false }),
    appName: t.exposeString('appName'),
    appTemplateId: t.exposeString('template', { description: 'Extension: the kind the app was created from.' }),
    email: t.exposeString('email'),
    emailSenderName: t.exposeString('emailSenderName'),
    urlRouting: t.field({ type: UrlRoutingRef, resolve: (app) => app.urlRouting }),
    appConfig: t.exposeString('appConfig'),
    defaultTimeZone: t.exposeString('defaultTimeZone'),
    redirectUris: t.stringList({ nullable: { list: true, items: true }, resolve: (app) => app.redirectUris }),
    requires2FA: t.exposeBoolean('requires2FA', { nullable: false }),
    requiresEmail2FA: t.boolean({ resolve: (app) => app.settings.requiresEmail2FA ?? null }),
    activationTokenExpiryDisabled: t.boolean({ resolve: (app) => app.settings.activationTokenExpiryDisabled ?? null }),
    useNotificationConfig: t.boolean({ resolve: (app) => app.settings.useNotificationConfig ?? null }),
    absoluteRefreshTokenLifetime: t.int({ resolve: (app) => app.settings.absoluteRefreshTokenLifetime ?? null }),
    accessTokenLifetime: t.int({ resolve: (app) => app.settings.accessTokenLifetime ?? null }),
    slidingRefreshTokenLifetime: t.int({ resolve: (app) => app.settings.slidingRefreshTokenLifetime ?? null }),
    emailConfirmationTokenLifespan: t.field({
      type: 'Seconds',
      resolve: (app) => app.settings.emailConfirmationTokenLifespan ?? null,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (app) => app.createdAt }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (app) => app.lastModifiedAt }),
    createdBy: t.field({ type: LoginRef, resolve: (app) => loginOf(app.createdById, app.createdBy) }),
    lastModifiedBy: t.field({ type: LoginRef, resolve: (app) => loginOf(app.lastModifiedById, app.lastModifiedBy) }),
  }),
});

const AppsRef = builder.objectRef<{ totalCount: number; list: AppRow[] }>('apps').implement({
  ...cachedBy('apps'),
  fields: (t) => ({
    list: t.field({ type: [AppRef], nullable: { list: true, items: true }, resolve: (page) => page.list }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
  }),
});

/** appWhereInput and CmsConfigWhereInputGraphType: the same fields under two names. */
export function whereInput(name: string) {
  const ref = builder.inputRef<AppWhere>(name);
  return ref.implement({
    fields: (t) => ({
      ...nestedWhereFields(t, ref),
      appId: t.string(),
      appId_in: t.stringList({ required: { list: false, items: false } }),
      ...auditWhereFields(t),
    }),
  });
}
const AppWhereInput = whereInput('appWhereInput');

const UrlRoutingInput = builder.inputType('urlRoutingInput', {
  fields: (t) => ({ order: t.int(), regexPattern: t.string(), url: t.string() }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields createAppInput and updateAppInput share (reference schema). */
const appInputFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  absoluteRefreshTokenLifetime: t.int(),
  accessTokenLifetime: t.int(),
  activationTokenExpiryDisabled: t.boolean(),
  appConfig: t.string(),
  defaultTimeZone: t.string(),
  email: t.string(),
  emailConfirmationTokenLifespan: t.field({ type: 'Seconds' }),
  emailSenderName: t.string(),
  redirectUris: t.stringList({ required: { list: false, items: false } }),
  requires2FA: t.boolean(),
  requiresEmail2FA: t.boolean(),
  slidingRefreshTokenLifetime: t.int(),
  urlRouting: t.field({ type: UrlRoutingInput }),
  useNotificationConfig: t.boolean(),
});

const CreateAppInput = builder.inputType('createAppInput', {
  fields: (t) => ({
    ...appInputFields(t),
    appId: t.string({ required: true }),
    appName: t.string({ required: true }),
    host: t.string({ description: 'Extension: a host of the tenant (added when new) that serves this app only.' }),
    appTemplateId: t.string({
      description: 'Extension: blank (default), admin_portal, client_portal or distribution_website.',
    }),
  }),
});

const UpdateAppInput = builder.inputType('updateAppInput', {
  fields: (t) => ({ ...appInputFields(t), appName: t.string() }),
});

builder.queryField('apps', (t) =>
  t.field({
    ...cachedBy('apps'),
    type: AppsRef,
    nullable: false,
    description: 'Apps of the tenant; createdAt descending unless sorted otherwise.',
    args: {
      limit: t.arg.int(),
      skip: t.arg.int(),
      sort: t.arg({ type: SortInput }),
      where: t.arg({ type: AppWhereInput }),
    },
    resolve: async (_root, args, context) => unwrap(await context.services.apps.list(requireSession(context), args)),
  }),
);

builder.mutationFields((t) => ({
  createApp: t.field({
    type: ResultRef,
    args: { input: t.arg({ type: CreateAppInput, required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.apps.create(requireSession(context), args.input)),
  }),
  updateApp: t.field({
    type: ResultRef,
    args: { appId: t.arg.string({ required: true }), input: t.arg({ type: UpdateAppInput, required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.apps.update(requireSession(context), args.appId, args.input)),
  }),
  deleteApp: t.field({
    type: ResultRef,
    args: { appId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.apps.remove(requireSession(context), args.appId)),
  }),
}));
