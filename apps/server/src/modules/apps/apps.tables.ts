import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { auditColumns as audit } from '../../platform/db/audit-columns';

import { tenants } from '../tenants/tenants.tables';

export type UrlRouting = { url?: string | null; regexPattern?: string | null; order?: number | null };
/** App settings of the reference that the studio does not edit, kept as given. */
export type AppSettings = {
  absoluteRefreshTokenLifetime?: number | null;
  accessTokenLifetime?: number | null;
  slidingRefreshTokenLifetime?: number | null;
  emailConfirmationTokenLifespan?: number | null;
  activationTokenExpiryDisabled?: boolean | null;
  requiresEmail2FA?: boolean | null;
  useNotificationConfig?: boolean | null;
};

/** A customer-facing app of a tenant; appId is camel case, unique in the tenant. */
export const apps = pgTable(
  'apps',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    appId: text('app_id').notNull(),
    appName: text('app_name').notNull(),
    /** The kind it was created from: blank, admin_portal, client_portal or distribution_website. */
    template: text('template').notNull().default('blank'),
    email: text('email'),
    emailSenderName: text('email_sender_name'),
    urlRouting: jsonb('url_routing').$type<UrlRouting>(),
    appConfig: text('app_config'),
    defaultTimeZone: text('default_time_zone'),
    redirectUris: jsonb('redirect_uris').$type<string[]>(),
    requires2FA: boolean('requires_2fa').notNull().default(false),
    settings: jsonb('settings').$type<AppSettings>().notNull().default({}),
    ...audit,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appId] }),
    index('apps_tenant_created_at').on(table.tenantId, table.createdAt, table.appId),
  ],
);

/** The CMS config of an app, one per app; its pages and theme live in app_pages and app_themes. */
export const cmsConfigs = pgTable(
  'cms_configs',
  {
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    /** Every field of cmsConfigInput but componentRoutes and themeJsonString. */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    ...audit,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appId] }),
    foreignKey({
      name: 'cms_configs_app_fk',
      columns: [table.tenantId, table.appId],
      foreignColumns: [apps.tenantId, apps.appId],
    }).onDelete('cascade'),
  ],
);

/** The pages of an app (component routes, cmsConfig.componentRoutes), in order. */
export const appPages = pgTable(
  'app_pages',
  {
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    position: integer('position').notNull(),
    path: text('path'),
    name: text('name'),
    component: text('component'),
    metaJsonString: text('meta_json'),
    propsJsonString: text('props_json'),
    redirect: text('redirect'),
    /** A nested route, as the reference's cmsComponentRoute.children. */
    children: jsonb('children').$type<Record<string, unknown> | null>(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appId, table.position] }),
    foreignKey({
      name: 'app_pages_app_fk',
      columns: [table.tenantId, table.appId],
      foreignColumns: [apps.tenantId, apps.appId],
    }).onDelete('cascade'),
  ],
);

/**
 * The components the UI editor opens: editorAst is the source, vueTemplate generated from it. A component
 * without an app (app_id null) is in the tenant's shared library, usable by every app of the tenant.
 */
export const appComponents = pgTable(
  'app_components',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id'),
    name: text('name').notNull(),
    framework: text('framework').notNull().default('vue'),
    version: text('version').notNull().default('2.6.11'),
    vueTemplate: text('vue_template').notNull(),
    editorAst: jsonb('editor_ast').$type<unknown>().notNull(),
    editorScript: text('editor_script').notNull().default(''),
    componentJson: text('component_json').notNull().default('{}'),
    status: text('status').notNull().default('DRAFT'),
    ...audit,
  },
  (table) => [
    // One name per app, and one per library (nulls not distinct: two library components never share a name).
    unique('app_components_name').on(table.tenantId, table.appId, table.name).nullsNotDistinct(),
    foreignKey({
      name: 'app_components_app_fk',
      columns: [table.tenantId, table.appId],
      foreignColumns: [apps.tenantId, apps.appId],
    }).onDelete('cascade'),
  ],
);

/** The theme of an app (cmsConfig.themeJsonString): colors, shadows, typeFaces, customCss, tokens. */
export const appThemes = pgTable(
  'app_themes',
  {
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    themeJson: text('theme_json').notNull(),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appId] }),
    foreignKey({
      name: 'app_themes_app_fk',
      columns: [table.tenantId, table.appId],
      foreignColumns: [apps.tenantId, apps.appId],
    }).onDelete('cascade'),
  ],
);
