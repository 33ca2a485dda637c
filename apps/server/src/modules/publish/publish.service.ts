import { createHash, randomBytes } from 'node:crypto';
import {
  APP_ERRORS,
  APPROVAL_ERRORS,
  baseVariantsIssues,
  cmsConfigIssues,
  LIFECYCLE_ERRORS,
  PREVIEW_LINK_TTL_SECONDS,
  PUBLISH_ERRORS,
  type TCmsComponentRoute,
  type TPublishedApp,
  type TPublishProblem,
  type TSnapshotChange,
} from '@carrier/contracts';
import { localesOfScript, UI_DEFAULT_LOCALE, UI_LOCALES } from '@carrier/contracts/ui-tree';
import { eq } from 'drizzle-orm';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import type { GuestApp } from '../../core/session';
import { type Actor, actorOf, type Session } from '../../core/session';
import { atomically } from '../../platform/db/atomically';
import type { Database } from '../../platform/db/client';
import { inTurn } from '../../platform/db/in-turn';
import {
  approvalRequired,
  hashOf as contentHashOf,
  type PendingApproval,
  submitForApproval,
} from '../approvals/approval-gate';
import type { ApprovalRequestRow } from '../approvals/approvals.repository';
import { type AppContentRepository, createAppContentRepository, type PageRow } from '../apps/app-content.repository';
import { type AppsRepository, createAppsRepository } from '../apps/apps.repository';
import { cmsConfigs } from '../apps/apps.tables';
import { createRatingReader, type RatingReader } from '../pricing/rating-variables';
import type { StudioHosts } from '../tenants/studio-hosts';
import { createTenantsRepository, type TenantsRepository } from '../tenants/tenants.repository';
import { createGuestIdentityRepository, type GuestIdentityRepository } from './guest-identity.repository';
import { type GuestProduct, guestProductsOf } from './guest-scope';
import { createLifecycleRepository, type LifecycleRepository } from './lifecycle.repository';
import { publishProblems } from './publish.checks';
import {
  createPublishRepository,
  type NewVersion,
  type PublishRepository,
  type VersionRow,
} from './publish.repository';
import { quoteRatingsOf } from './quote-ratings';
import { snapshotChanges } from './snapshot-diff';

type Repositories = {
  apps: AppsRepository;
  content: AppContentRepository;
  versions: PublishRepository;
  /** Quote buttons' products, for the publish checks. */
  ratings: RatingReader;
  lifecycle: LifecycleRepository;
  guests: GuestIdentityRepository;
  hosts: TenantsRepository;
};
const repositoriesOf = (db: Database): Repositories => ({
  apps: createAppsRepository(db),
  content: createAppContentRepository(db),
  versions: createPublishRepository(db),
  ratings: createRatingReader(db),
  lifecycle: createLifecycleRepository(db),
  guests: createGuestIdentityRepository(db),
  hosts: createTenantsRepository(db),
});
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A publish either gives the new version or every problem the checks found. */
export type PublishOutcome<T = VersionRow> = Outcome<T, Problem[]>;

const pageToRoute = (page: PageRow): TCmsComponentRoute => ({
  path: page.path,
  name: page.name,
  component: page.component,
  metaJsonString: page.metaJsonString,
  propsJsonString: page.propsJsonString,
  redirect: page.redirect,
  children: page.children as TCmsComponentRoute | null,
});

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Publishing apps as numbered versions, their list, rollback, and the live version of a host. No GraphQL here. */
export function createPublishService(deps: { db: Database; studioHosts: StudioHosts }) {
  const repositories = repositoriesOf(deps.db);
  // Versions never change, so what a version's guest may quote is kept (the most recent 1,000 versions).
  const guestProducts = new Map<string, Promise<GuestProduct[]>>();

  /** Runs work in one transaction holding the app's row lock; problems roll everything back. */
  async function underLock<T>(
    session: Session,
    appId: string,
    work: (tx: Repositories, db: Database) => Promise<PublishOutcome<T>>,
  ): Promise<PublishOutcome<T>> {
    return atomically(deps.db, async (db): Promise<PublishOutcome<T>> => {
      const tx = repositoriesOf(db);
      if (!(await tx.apps.lock(session.tenantId, appId))) return fail([PUBLISH_ERRORS.appNotFound(appId)]);
      return work(tx, db);
    });
  }

  /** The app as it is now, frozen: config, pages, components (tree and texts), theme. */
  async function snapshotOf(tx: Repositories, tenantId: string, appId: string) {
    const app = await tx.apps.find(tenantId, appId);
    const [configRow] = await tx.content.configs(tenantId, {
      where: eq(cmsConfigs.appId, appId),
      orderBy: [],
      limit: 1,
      skip: 0,
    });
    const config = (configRow?.config ?? {}) as Record<string, unknown>;
    const [pages, themes, components] = await inTurn(
      () => tx.content.pagesOf(tenantId, [appId]),
      () => tx.content.themesOf(tenantId, [appId]),
      () => tx.content.componentsOf(tenantId, appId),
    );
    const allowed = Array.isArray(config.allowedLocales)
      ? config.allowedLocales.filter((locale): locale is string => typeof locale === 'string')
      : [];
    const allowedLocales = allowed.length ? allowed : [...UI_LOCALES];
    const defaultLocale = text(config.defaultLocale) ?? allowedLocales[0] ?? UI_DEFAULT_LOCALE;
    // The app's own guest identity (guest-identity.tables.ts): its switch is frozen into the version.
    const hasGuest = (await tx.guests.find(tenantId, appId))?.enabled ?? false;
    const snapshot: NewVersion['snapshot'] = {
      appId,
      appName: app?.appName ?? appId,
      allowedLocales,
      defaultLocale,
      pages: pages.map(pageToRoute),
      components: components.map((component) => ({
        id: component.id,
        name: component.name,
        editorAst: component.editorAst,
        locales: localesOfScript(component.editorScript),
      })),
      themeJsonString: themes.get(appId) ?? null,
      baseComponentsVariantsJsonString: text(config.baseComponentsVariantsJsonString),
      hasGuest,
    };
    const ratings = await quoteRatingsOf(tx.ratings, tenantId, components);
    // A host the studio answers on never serves an app (tenants/studio-hosts.ts), so it cannot go live there.
    const studioHostProblems = (await tx.hosts.listHosts(tenantId))
      .filter((row) => row.appId === appId && deps.studioHosts.has(row.host))
      .map((row) => PUBLISH_ERRORS.studioHost(row.host));
    const problems = [
      ...studioHostProblems,
      ...publishProblems({ pages: snapshot.pages, components, allowedLocales, ratings, hasGuest }),
    ];
    return { snapshot, problems };
  }

  /** Stores the checked snapshot as the app's next version, which goes live. The caller holds the app's lock. */
  async function storeVersion(
    tx: Repositories,
    tenantId: string,
    appId: string,
    snapshot: NewVersion['snapshot'],
    note: string | null | undefined,
    actor: Actor,
  ) {
    const row = await tx.versions.insert(
      tenantId,
      appId,
      { snapshot, note: note?.trim() || null, rolledBackFrom: null },
      actor,
    );
    await tx.lifecycle.republish(tenantId, appId);
    return row;
  }

  return {
    /** What would stop the app from being published now (an empty list: it can go live). */
    async check(session: Session, appId: string): Promise<Outcome<TPublishProblem[]>> {
      if (!(await repositories.apps.find(session.tenantId, appId))) return fail(PUBLISH_ERRORS.appNotFound(appId));
      return ok((await snapshotOf(repositories, session.tenantId, appId)).problems);
    },

    /**
     * Checks the app, then stores it as the next version, all in one transaction. When the tenant requires
     * approval, a pending request holding the checked snapshot's hash is stored instead.
     */
    publish: (
      session: Session,
      appId: string,
      note?: string | null,
    ): Promise<PublishOutcome<VersionRow | PendingApproval>> =>
      underLock<VersionRow | PendingApproval>(session, appId, async (tx, db) => {
        const { snapshot, problems } = await snapshotOf(tx, session.tenantId, appId);
        if (problems.length) return fail(problems);
        if (await approvalRequired(db, session.tenantId, 'publish')) {
          const payload = { kind: 'publish' as const, note: note?.trim() || null, appName: snapshot.appName };
          const contentHash = contentHashOf(snapshot);
          const pending = await submitForApproval(db, {
            tenantId: session.tenantId,
            targetId: appId,
            payload,
            contentHash,
            maker: actorOf(session),
          });
          return { ok: true, value: pending };
        }
        return { ok: true, value: await storeVersion(tx, session.tenantId, appId, snapshot, note, actorOf(session)) };
      }),

    /**
     * Publishes what an approved request submitted, in the approver's transaction (`db`), as its maker;
     * refused when the app changed since the submission or no longer passes the checks.
     */
    async applyApproved(db: Database, request: ApprovalRequestRow): Promise<Outcome<number>> {
      const { payload, tenantId, targetId: appId } = request;
      if (payload.kind !== 'publish') throw new Error(`not a publish request: ${request.id}`);
      const tx = repositoriesOf(db);
      if (!(await tx.apps.lock(tenantId, appId))) return fail(PUBLISH_ERRORS.appNotFound(appId));
      const { snapshot, problems } = await snapshotOf(tx, tenantId, appId);
      if (contentHashOf(snapshot) !== request.contentHash) return fail(APPROVAL_ERRORS.appChanged(snapshot.appName));
      const [problem] = problems;
      if (problem) return fail(problem);
      const maker = { userId: request.makerId, username: request.maker };
      return ok((await storeVersion(tx, tenantId, appId, snapshot, payload.note, maker)).version);
    },

    /** Rollback publishes an earlier version's snapshot again, as a new version (history is never rewritten). */
    rollback: (session: Session, appId: string, version: number, note?: string | null): Promise<PublishOutcome> =>
      underLock(session, appId, async (tx) => {
        const earlier = await tx.versions.find(session.tenantId, appId, version);
        if (!earlier) return fail([PUBLISH_ERRORS.versionNotFound(version)]);
        const { version: _, publishedAt: __, ...snapshot } = earlier.snapshot;
        const row = await tx.versions.insert(
          session.tenantId,
          appId,
          {
            snapshot,
            note: note?.trim() || earlier.note,
            rolledBackFrom: version,
          },
          actorOf(session),
        );
        await tx.lifecycle.republish(session.tenantId, appId);
        return { ok: true, value: row };
      }),

    /** The base-component theme editor's save: baseComponentsVariantsJsonString, the rest of the config kept. */
    async setBaseVariants(session: Session, appId: string, json: string): Promise<Outcome<string>> {
      const [issue] = cmsConfigIssues({ baseComponentsVariantsJsonString: json });
      if (issue) return fail(APP_ERRORS.invalidConfig(issue.path, issue.message));
      // Nothing the kit has no place for is stored silently: the editor would never show it again.
      const [misplaced] = baseVariantsIssues(JSON.parse(json));
      if (misplaced)
        return fail(
          APP_ERRORS.invalidConfig(
            ['baseComponentsVariantsJsonString', misplaced.path].filter(Boolean).join('.'),
            misplaced.message,
          ),
        );
      const outcome = await underLock(session, appId, async (tx) => {
        const [row] = await tx.content.configs(session.tenantId, {
          where: eq(cmsConfigs.appId, appId),
          orderBy: [],
          limit: 1,
          skip: 0,
        });
        const config = { ...((row?.config ?? {}) as Record<string, unknown>), baseComponentsVariantsJsonString: json };
        await tx.content.writeConfig(session.tenantId, appId, config, actorOf(session));
        return { ok: true, value: appId };
      });
      return outcome.ok ? ok(appId) : fail(outcome.problem[0] ?? PUBLISH_ERRORS.appNotFound(appId));
    },

    versions: (session: Session, appId: string) => repositories.versions.list(session.tenantId, appId),

    /** The live version of an app (the latest, unless the app was unpublished since), for the public endpoints. */
    live: (tenantId: string, appId: string) => repositories.lifecycle.live(tenantId, appId),

    /** Takes the app offline: its hosts answer "not published" and its guest tokens stop working. */
    unpublish: (session: Session, appId: string): Promise<PublishOutcome<string>> =>
      underLock(session, appId, async (tx) => {
        if (!(await tx.lifecycle.live(session.tenantId, appId))) return fail([LIFECYCLE_ERRORS.notLive]);
        await tx.lifecycle.unpublish(session.tenantId, appId, actorOf(session));
        return { ok: true, value: appId };
      }),

    /**
     * What rolling back to `version` changes against the live version (the latest one when the app is
     * offline): pages, components and settings, for the studio to show before it asks.
     */
    async rollbackChanges(session: Session, appId: string, version: number): Promise<Outcome<TSnapshotChange[]>> {
      if (!(await repositories.apps.find(session.tenantId, appId))) return fail(PUBLISH_ERRORS.appNotFound(appId));
      const target = await repositories.versions.find(session.tenantId, appId, version);
      if (!target) return fail(PUBLISH_ERRORS.versionNotFound(version));
      const current =
        (await repositories.lifecycle.live(session.tenantId, appId)) ??
        (await repositories.versions.latest(session.tenantId, appId));
      return ok(current ? snapshotChanges(current.snapshot, target.snapshot) : []);
    },

    /** A private link to the app as it is now (unpublished edits included): an unguessable token that expires. */
    async previewLink(session: Session, appId: string): Promise<Outcome<{ token: string; expiresAt: Date }>> {
      if (!(await repositories.apps.find(session.tenantId, appId))) return fail(PUBLISH_ERRORS.appNotFound(appId));
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + PREVIEW_LINK_TTL_SECONDS * 1000);
      await repositories.lifecycle.addPreviewLink(session.tenantId, appId, hashOf(token), expiresAt, actorOf(session));
      return ok({ token, expiresAt });
    },

    /** The draft a preview token shows (version 0), or null when the token is unknown or expired. */
    async preview(token: string): Promise<{ snapshot: TPublishedApp; tenantId: string } | null> {
      const link = token ? await repositories.lifecycle.findPreviewLink(hashOf(token), new Date()) : null;
      if (!link) return null;
      const { snapshot } = await snapshotOf(repositories, link.tenantId, link.appId);
      return { tenantId: link.tenantId, snapshot: { ...snapshot, version: 0, publishedAt: new Date().toISOString() } };
    },

    /**
     * True while the version is the app's live one and was published with guest access, and the app's
     * guest identity is the token's and is on: its guest tokens are good (switching it off ends them).
     */
    async guestAppIsLive(tenantId: string, guestApp: GuestApp): Promise<boolean> {
      const [live, guest] = await Promise.all([
        repositories.lifecycle.live(tenantId, guestApp.appId),
        repositories.guests.find(tenantId, guestApp.appId),
      ]);
      return (
        live?.version === guestApp.version &&
        live.snapshot.hasGuest &&
        guest?.enabled === true &&
        guest.id === guestApp.guestId
      );
    },

    /** The app's guest identity while it is switched on, else null (a version published with guests gives its tokens). */
    async guestIdentity(tenantId: string, appId: string) {
      const guest = await repositories.guests.find(tenantId, appId);
      return guest?.enabled ? guest : null;
    },

    /** The products a guest of this app version may quote: those its quote buttons name. */
    guestProducts(tenantId: string, guestApp: GuestApp): Promise<GuestProduct[]> {
      const key = JSON.stringify([tenantId, guestApp.appId, guestApp.version]);
      let products = guestProducts.get(key);
      if (!products) {
        products = repositories.versions
          .find(tenantId, guestApp.appId, guestApp.version)
          .then((row) => (row?.snapshot.hasGuest ? guestProductsOf(row.snapshot) : []));
        products.catch(() => guestProducts.delete(key));
        if (guestProducts.size >= 1000) guestProducts.delete(guestProducts.keys().next().value as string);
        guestProducts.set(key, products);
      }
      return products;
    },
  };
}
