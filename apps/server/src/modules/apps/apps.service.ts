import {
  APP_ERRORS,
  APP_TEMPLATES,
  type AppTemplateId,
  cmsConfigIssues,
  DEFAULT_APP_TEMPLATE,
  HOST_ERRORS,
  type TCmsComponentRoute,
  type TCmsConfig,
  ZAppId,
} from '@carrier/contracts';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import { type Actor, actorOf, type Session } from '../../core/session';
import { atomically } from '../../platform/db/atomically';
import { guestAccessInConfig } from '../publish/guest-identity';
import type { GuestIdentityRepository } from '../publish/guest-identity.repository';
import { claimHost, parseHost } from '../tenants/host-claims';
import type { StudioHosts } from '../tenants/studio-hosts';
import type { TenantsRepository } from '../tenants/tenants.repository';
import { type AppContentRepository, CMS_CONFIG_SORT_COLUMNS, type PageRow } from './app-content.repository';
import { type AppFieldsInput, appChanges, mergeSettings } from './app-fields';
import { type AppSort, type AppWhere, sortToSql, whereToSql } from './app-filter';
import { startingApp } from './app-templates';
import { APP_SORT_COLUMNS, type AppRow, type AppsRepository } from './apps.repository';
import { apps, cmsConfigs } from './apps.tables';

export type AppsRepositories = {
  apps: AppsRepository;
  content: AppContentRepository;
  hosts: TenantsRepository;
  guests: GuestIdentityRepository;
  /** Names the actor for the audit trigger for the rest of the transaction (see stampAuditActor). */
  stampActor: (actor: Actor) => Promise<void>;
};
export type ListQuery = { where?: AppWhere | null; sort?: AppSort | null; limit?: number | null; skip?: number | null };
export type CreateAppInput = AppFieldsInput & { appId: string; host?: string | null; appTemplateId?: string | null };
/** A stored config as answered; guestAccess is the app's guest identity's switch (no credentials are kept). */
export type CmsConfigView = Omit<TCmsConfig, 'guestLoginCredentials'> & {
  tenantId: string;
  appId: string;
  guestAccess: boolean;
};

/** Without a limit a list stops here. */
const MAX_APPS_PER_PAGE = 1000;
const window = (query: ListQuery) => ({
  limit: Math.min(Math.max(query.limit ?? MAX_APPS_PER_PAGE, 0), MAX_APPS_PER_PAGE),
  skip: Math.max(query.skip ?? 0, 0),
});

/** A new app's CMS config: the studio's two locales; its pages and theme come from its kind. */
const STARTING_CONFIG = { allowedLocales: ['en-US', 'zh-HK'], defaultLocale: 'en-US' };

const pageToRoute = (page: PageRow): TCmsComponentRoute => ({
  path: page.path,
  name: page.name,
  component: page.component,
  metaJsonString: page.metaJsonString,
  propsJsonString: page.propsJsonString,
  redirect: page.redirect,
  children: page.children as TCmsComponentRoute | null,
});

/** Apps and their CMS config. No GraphQL here. */
export function createAppsService(
  deps: AppsRepositories & {
    transaction: <T>(work: (repositories: AppsRepositories) => Promise<T>) => Promise<T>;
    studioHosts: StudioHosts;
  },
) {
  const { transaction } = deps;

  /** Runs work in one transaction stamped with the session's actor; a failed outcome rolls everything back. */
  const stamped = <T>(session: Session, work: (repositories: AppsRepositories) => Promise<Outcome<T>>) =>
    atomically({ transaction }, async (repositories: AppsRepositories) => {
      await repositories.stampActor(actorOf(session));
      return work(repositories);
    });

  async function writeConfig(repositories: AppsRepositories, session: Session, appId: string, config: TCmsConfig) {
    // The guest is the app's identity, never credentials in the document (guest-identity.ts).
    const { componentRoutes, themeJsonString, guestLoginCredentials: _guest, ...rest } = config;
    const stored = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== null && value !== undefined),
    );
    await repositories.content.writeConfig(session.tenantId, appId, stored, actorOf(session));
    await repositories.content.replacePages(session.tenantId, appId, componentRoutes ?? []);
    await repositories.content.setTheme(session.tenantId, appId, themeJsonString ?? null);
  }

  return {
    async list(session: Session, query: ListQuery): Promise<Outcome<{ totalCount: number; list: AppRow[] }>> {
      const orderBy = sortToSql(query.sort, APP_SORT_COLUMNS, apps.appId);
      if (!orderBy.ok) return orderBy;
      const where = whereToSql(query.where, apps);
      const page = await deps.apps.page(session.tenantId, { where, orderBy: orderBy.value, ...window(query) });
      return ok({ totalCount: page.totalCount, list: page.rows });
    },

    find: (session: Session, appId: string) => deps.apps.find(session.tenantId, appId),

    /** The app, its CMS config, the pages, components and theme of its kind, and its host: all or nothing. */
    async create(session: Session, input: CreateAppInput): Promise<Outcome<AppRow>> {
      if (!ZAppId.safeParse(input.appId).success) return fail(APP_ERRORS.invalidAppId);
      const template = (input.appTemplateId || DEFAULT_APP_TEMPLATE) as AppTemplateId;
      if (!APP_TEMPLATES.includes(template)) return fail(APP_ERRORS.unknownTemplate(String(input.appTemplateId)));
      const changes = appChanges(input, true);
      if (!changes.ok) return changes;
      if (deps.studioHosts.has(input.host)) return fail(HOST_ERRORS.studioHost);
      const host = input.host ? parseHost(input.host) : null;
      if (host && !host.ok) return host;
      const start = startingApp(template);
      const actor = actorOf(session);
      const { tenantId } = session;
      return stamped(session, async (repositories) => {
        const values = { ...changes.value, appId: input.appId, appName: changes.value.appName ?? '', template };
        const settings = mergeSettings({}, input);
        if (!(await repositories.apps.insert(tenantId, { ...values, settings }, actor)))
          return fail(APP_ERRORS.appExists(input.appId));
        if (host) {
          const claimed = await claimHost(repositories.hosts, tenantId, host.value, {
            appId: input.appId,
            studioHosts: deps.studioHosts,
          });
          if (!claimed.ok) return claimed;
        }
        await writeConfig(repositories, session, input.appId, {
          ...STARTING_CONFIG,
          componentRoutes: start.pages,
          themeJsonString: JSON.stringify(start.theme),
        });
        await repositories.content.insertComponents(tenantId, input.appId, start.components, actor);
        await repositories.guests.ensure(tenantId, input.appId);
        const created = await repositories.apps.find(tenantId, input.appId);
        return created ? ok(created) : fail(APP_ERRORS.appNotFound(input.appId));
      });
    },

    async update(session: Session, appId: string, input: AppFieldsInput): Promise<Outcome<AppRow>> {
      const changes = appChanges(input, false);
      if (!changes.ok) return changes;
      return stamped(session, async (repositories) => {
        const app = await repositories.apps.lock(session.tenantId, appId);
        if (!app) return fail(APP_ERRORS.appNotFound(appId));
        const settings = mergeSettings(app.settings, input);
        await repositories.apps.update(session.tenantId, appId, { ...changes.value, settings }, actorOf(session));
        const updated = await repositories.apps.find(session.tenantId, appId);
        return updated ? ok(updated) : fail(APP_ERRORS.appNotFound(appId));
      });
    },

    /** The app goes with its config, pages, components and theme; its hosts stay with the tenant, free. */
    remove: (session: Session, appId: string): Promise<Outcome<string>> =>
      stamped(session, async (repositories) => {
        await repositories.hosts.releaseApp(session.tenantId, appId);
        return (await repositories.apps.remove(session.tenantId, appId))
          ? ok(appId)
          : fail(APP_ERRORS.appNotFound(appId));
      }),

    async configs(session: Session, query: ListQuery): Promise<Outcome<CmsConfigView[]>> {
      const orderBy = sortToSql(query.sort, CMS_CONFIG_SORT_COLUMNS, cmsConfigs.appId);
      if (!orderBy.ok) return orderBy;
      const where = whereToSql(query.where, cmsConfigs);
      const rows = await deps.content.configs(session.tenantId, { where, orderBy: orderBy.value, ...window(query) });
      const appIds = rows.map((row) => row.appId);
      const [pages, themes, guests] = await Promise.all([
        deps.content.pagesOf(session.tenantId, appIds),
        deps.content.themesOf(session.tenantId, appIds),
        deps.guests.findMany(session.tenantId, appIds),
      ]);
      return ok(
        rows.map(({ config: { guestLoginCredentials: _stale, ...config }, ...row }) => ({
          ...(config as CmsConfigView),
          guestAccess: guests.get(row.appId)?.enabled ?? false,
          componentRoutes: pages.filter((page) => page.appId === row.appId).map(pageToRoute),
          themeJsonString: themes.get(row.appId) ?? null,
          tenantId: row.tenantId,
          appId: row.appId,
        })),
      );
    },

    /** Every problem of a config, each at its path (the whole list goes back to the studio). */
    checkConfig: (config: unknown): Problem[] =>
      cmsConfigIssues(config).map((issue) => APP_ERRORS.invalidConfig(issue.path, issue.message)),

    /** Replaces the app's whole config (pages and theme included), checked against its schema first. */
    async upsertConfig(session: Session, appId: string, config: unknown): Promise<Outcome<string>> {
      const [issue] = cmsConfigIssues(config);
      if (issue) return fail(APP_ERRORS.invalidConfig(issue.path, issue.message));
      return stamped(session, async (repositories) => {
        if (!(await repositories.apps.lock(session.tenantId, appId))) return fail(APP_ERRORS.appNotFound(appId));
        await writeConfig(repositories, session, appId, config as TCmsConfig);
        const guestAccess = guestAccessInConfig(config as object);
        if (guestAccess !== undefined)
          await repositories.guests.setEnabled(session.tenantId, appId, guestAccess, actorOf(session));
        return ok(appId);
      });
    },

    /** The studio's "Guest access" switch: the app's own guest identity on or off (its live guests at once). */
    setGuestAccess: (session: Session, appId: string, enabled: boolean): Promise<Outcome<boolean>> =>
      stamped(session, async (repositories) => {
        if (!(await repositories.apps.lock(session.tenantId, appId))) return fail(APP_ERRORS.appNotFound(appId));
        return ok((await repositories.guests.setEnabled(session.tenantId, appId, enabled, actorOf(session))).enabled);
      }),

    /** The UI editor's pages modal: the whole list of pages, in order (uiEditor/putComponentRoutes). */
    async replacePages(session: Session, appId: string, routes: TCmsComponentRoute[]): Promise<Outcome<string>> {
      const [issue] = cmsConfigIssues({ componentRoutes: routes });
      if (issue) return fail(APP_ERRORS.invalidConfig(issue.path, issue.message));
      return stamped(session, async (repositories) => {
        if (!(await repositories.apps.lock(session.tenantId, appId))) return fail(APP_ERRORS.appNotFound(appId));
        await repositories.content.replacePages(session.tenantId, appId, routes);
        return ok(appId);
      });
    },

    /** The UI editor's theme modal: the theme JSON (uiEditor/updateTheme). */
    async setTheme(session: Session, appId: string, themeJsonString: string): Promise<Outcome<string>> {
      const [issue] = cmsConfigIssues({ themeJsonString });
      if (issue) return fail(APP_ERRORS.invalidConfig(issue.path, issue.message));
      return stamped(session, async (repositories) => {
        if (!(await repositories.apps.lock(session.tenantId, appId))) return fail(APP_ERRORS.appNotFound(appId));
        await repositories.content.setTheme(session.tenantId, appId, themeJsonString);
        return ok(appId);
      });
    },
  };
}
export type AppsService = ReturnType<typeof createAppsService>;
