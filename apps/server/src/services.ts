import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import { createAppDomainsRepository } from './modules/app-domains/app-domains.repository';
import { createAppDomainsService } from './modules/app-domains/app-domains.service';
import { systemTxtResolver, type TxtResolver } from './modules/app-domains/dns-txt';
import { createApprovalsService } from './modules/approvals/approvals.service';
import { cachedAppReads } from './modules/apps/apps.cache';
import { createAppsRepository } from './modules/apps/apps.repository';
import { createAppsService } from './modules/apps/apps.service';
import { createAppsRepositories } from './modules/apps/apps.wiring';
import { createComponentsRepository } from './modules/apps/components.repository';
import { createComponentsService } from './modules/apps/components.service';
import { createVueTemplateParser } from './modules/apps/vue-template-parser';
import { appendAuditEvent, createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createAccessTokens, loadSigningKey } from './modules/auth/access-tokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createThrottleRepository } from './modules/auth/throttle.repository';
import { createDocumentRunsRepository } from './modules/document-runs/document-runs.repository';
import { createDocumentRunsService } from './modules/document-runs/document-runs.service';
import { cachedFileReads } from './modules/files/files.cache';
import { createFilesRepository } from './modules/files/files.repository';
import { createFilesService } from './modules/files/files.service';
import { createStorageSweep } from './modules/files/storage-sweep';
import { createUploadIntentsRepository } from './modules/files/upload-intents.repository';
import { pingDatabase } from './modules/health/health.repository';
import { createHealthService } from './modules/health/health.service';
import { createHistoryService } from './modules/history/history.service';
import { createInsurersRepository } from './modules/insurers/insurers.repository';
import { createInsurersService } from './modules/insurers/insurers.service';
import { createL10nRepository } from './modules/l10n/l10n.repository';
import { createL10nService } from './modules/l10n/l10n.service';
import { createOutboxRepository } from './modules/notifications/outbox.repository';
import { createOutboxService } from './modules/notifications/outbox.service';
import { createPlatformDataService } from './modules/platform-data/platform-data.service';
import { createAdjustmentsService } from './modules/pricing/adjustments.service';
import { createFreezeGuard } from './modules/pricing/freeze';
import { createPricingService } from './modules/pricing/pricing.service';
import { createPricingSettingsService } from './modules/pricing/pricing-settings.service';
import { createRateTablesService, tableReadsProblem } from './modules/pricing/rate-tables.service';
import { createDictionaryService } from './modules/pricing/rating-dictionary.service';
import { createReleasesService } from './modules/pricing/releases.service';
import { createTestCasesService } from './modules/pricing/test-cases.service';
import { createVersionsService } from './modules/pricing/versions.service';
import { createProductTreesRepository } from './modules/product-trees/product-trees.repository';
import { createProductTreesService } from './modules/product-trees/product-trees.service';
import { createBenefitInfos } from './modules/products/benefit-infos';
import { createBenefitsService } from './modules/products/benefits.service';
import { createProductStore } from './modules/products/product-store';
import { cachedProductReads } from './modules/products/products.cache';
import { createProductsService } from './modules/products/products.service';
import { createPromotionService } from './modules/promotion/promotion.service';
import { createGuestQuotes } from './modules/publish/guest-quotes';
import { cachedPublishReads } from './modules/publish/publish.cache';
import { createPublishService } from './modules/publish/publish.service';
import { templateKinds } from './modules/templates/kinds';
import { createTemplatesService } from './modules/templates/templates.service';
import { createHostDirectory } from './modules/tenants/host-directory';
import { createStudioHosts } from './modules/tenants/studio-hosts';
import { createTenantsRepository } from './modules/tenants/tenants.repository';
import { createTenantsService } from './modules/tenants/tenants.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createGenerationCache, type GenerationNotices } from './platform/cache/generation-cache';
import type { Database } from './platform/db/client';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createJobQueue, type ExecuteSql, type JobQueue } from './platform/queue/job-queue';
import { createChromiumRenderer } from './platform/render/chromium/chromium-renderer';
import { createFormulaRenderer } from './platform/render/formula/formula-renderer';
import { createLiquidRenderer } from './platform/render/liquid/liquid-renderer';
import { createMjmlRenderer } from './platform/render/mjml/mjml-renderer';
import { createPdfEncrypter } from './platform/render/pdf/pdf-encrypter';
import { createPdfStamper } from './platform/render/pdf/stamp-renderer';
import { createRuleCache } from './platform/rules/rule-cache';
import { createStorage } from './platform/storage/create-storage';

/** Wires each module's service to the platform pieces chosen by configuration. */
export async function createServices(deps: {
  db: Database;
  config: ServerConfig;
  log: Logger;
  mailer?: Mailer;
  notices?: GenerationNotices;
  /** DNS TXT lookups for domain verification (tests give their own). */
  resolveTxt?: TxtResolver;
  /** The database's raw SQL, for the job queue (platform/queue). */
  executeSql: ExecuteSql;
}) {
  const { db, config, log } = deps;
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const tokens = createAccessTokens(await loadSigningKey(db), config.accessTokenTtlSeconds);
  const jobQueue = createJobQueue({ executeSql: deps.executeSql, log });
  const cache = createGenerationCache(db, { notices: deps.notices });
  const storage = await createStorage(config);
  const filesRepository = createFilesRepository(db);
  const uploadIntents = createUploadIntentsRepository(db);
  const files = createFilesService({ repository: filesRepository, uploads: uploadIntents, storage, log });
  await files.seedDefaultBuckets();
  const tenants = createTenantsRepository(db);
  const hostDirectory = createHostDirectory({
    source: { allHosts: tenants.allHosts, pendingHosts: createAppDomainsRepository(db).pendingHosts },
    cache,
  });
  const platformData = createPlatformDataService(db);
  await platformData.seedDemoData();
  const freeze = createFreezeGuard(db);
  const productStore = createProductStore(db);
  const productReads = cachedProductReads(
    createProductsService(productStore, freeze, (tenantId, productRowId, text) =>
      tableReadsProblem(db, tenantId, productRowId, text),
    ),
    createBenefitsService(productStore, freeze),
    cache,
  );
  const pricing = createPricingService({ db, rules: createRuleCache(), guard: freeze, generations: cache });
  const testCases = createTestCasesService({ db, guard: freeze, pricing });
  const liquid = createLiquidRenderer();
  const vueTemplates = createVueTemplateParser();
  // The hosts the studio answers on: no app may hold one (tenants/studio-hosts.ts).
  const studioHosts = createStudioHosts({
    publicUrl: config.publicUrl,
    studioHosts: config.studioHosts,
    listenHost: config.host,
    machine: true,
  });
  const publish = cachedPublishReads(createPublishService({ db, studioHosts }), cache);
  const releases = createReleasesService({ db, testCases });
  // One set of counters per process, so that hits made at the same moment share a statement.
  const throttle = createThrottleRepository(db);
  const auth = createAuthService({
    repository: createAuthRepository(db),
    tokens,
    mailer,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    sessionCheckTtlMs: config.sessionCheckTtlMs,
    throttle,
    publicUrl: config.publicUrl,
    tenantHosts: async (tenantId) => (await tenants.listHosts(tenantId)).map((row) => row.host),
    fallbackOrigin: `http://localhost:${config.port}`,
    guestAppIsLive: publish.guestAppIsLive,
    audit: (event) => appendAuditEvent(db, event),
  });
  const services = {
    db,
    /** Generations of the cached scopes (platform/cache), for the GraphQL response cache. */
    generations: cache,
    mailer,
    storage,
    health: createHealthService({ pingDatabase: () => pingDatabase(db), storage, log }),
    auth,
    users: createUsersService({ repository: createUsersRepository(db), sessions: auth }),
    tenants: createTenantsService({
      // A visitor's host is found in the cached host directory; claims and settings ask the database.
      repository: { ...tenants, findHosts: hostDirectory.findHosts },
      transaction: (work) => db.transaction((tx) => work(createTenantsRepository(tx))),
    }),
    l10n: createL10nService(createL10nRepository(db), freeze),
    insurers: createInsurersService(createInsurersRepository(db)),
    audit: createAuditService(createAuditRepository(db)),
    products: productReads.products,
    benefits: productReads.benefits,
    /** The benefit types the tenant's products use (the reference's benefitInfos). */
    benefitInfos: createBenefitInfos(db),
    /** Product trees, node types, product schemas and scripts (the reference platform's product builder). */
    productTrees: createProductTreesService({
      repository: createProductTreesRepository(db),
      products: productReads.products,
    }),
    files: cachedFileReads(files, cache),
    platformData,
    /** Liquid in a worker thread (platform/render/liquid), for every template kind. */
    liquid,
    templates: createTemplatesService({ db, kinds: templateKinds, liquid }),
    /** Workbooks as calculations (function templates): HyperFormula in a worker thread. */
    formulas: createFormulaRenderer(),
    /** Writes PDF drawing boxes on uploaded PDFs (worker thread, limits in platform/render/pdf). */
    pdfStamper: createPdfStamper(),
    /** Encrypts printed PDFs with a password (worker thread). */
    pdfEncrypter: createPdfEncrypter(),
    /** One warm Chromium per process, started on the first PDF (HTML to PDF). */
    chromium: createChromiumRenderer({ executablePath: config.chromiumPath, log }),
    // Two workers: an email is Liquid then MJML in one hop, and two renders can run at once on two cores.
    mjml: createMjmlRenderer({ workers: 2 }),
    outbox: createOutboxService({
      repository: createOutboxRepository(db),
      storage,
      mailer,
      throttle,
      log,
    }),
    apps: cachedAppReads(
      createAppsService({
        ...createAppsRepositories(db),
        transaction: (work) => db.transaction((tx) => work(createAppsRepositories(tx))),
        studioHosts,
      }),
      cache,
    ),
    studioHosts,
    components: createComponentsService({
      components: createComponentsRepository(db),
      apps: createAppsRepository(db),
      templates: vueTemplates,
    }),
    /** Vue templates parsed in a worker thread (modules/apps/vue-template-parser). */
    vueTemplates,
    publish,
    appDomains: createAppDomainsService({
      db,
      resolveTxt: deps.resolveTxt ?? systemTxtResolver(),
      studioHosts,
      hostDirectory,
    }),
    /** A published app's guest: the products it may read, its quotes and discount codes counted. */
    guestQuotes: createGuestQuotes({ throttle, guestProducts: publish.guestProducts }),
    storageSweep: createStorageSweep({
      storage,
      repository: filesRepository,
      uploads: uploadIntents,
      outbox: createOutboxRepository(db),
      log,
      graceMs: config.storageSweepGraceSeconds * 1000,
    }),
    freeze,
    pricing,
    adjustments: createAdjustmentsService({ db, guard: freeze }),
    pricingSettings: createPricingSettingsService({ db, guard: freeze }),
    rateTables: createRateTablesService({ db, guard: freeze }),
    dictionary: createDictionaryService({ db, guard: freeze }),
    testCases,
    releases,
    /** Maker-checker: an approval applies the release or publish it was asked for. */
    approvals: createApprovalsService({
      db,
      appliers: { release: releases.applyApproved, publish: publish.applyApproved },
    }),
    versions: createVersionsService(db),
    /** Promotion to another environment and bundle files: one apply path (modules/promotion/apply.ts). */
    promotion: createPromotionService({ db, files, storage, kinds: templateKinds }),
    /** The job queue in the database (pg-boss), shared by the API and every worker process. */
    jobQueue,
  };
  /** Document runs over a queue: the process's own, or another (a test's second worker). */
  const documentRunsOn = (queue: JobQueue) =>
    createDocumentRunsService({
      repository: createDocumentRunsRepository(db),
      queue,
      files: services.files,
      outbox: services.outbox,
      render: services,
      log,
    });
  return {
    ...services,
    /** Version history of components, rules, rate tables, CMS configs (audit trail); restores save through these. */
    history: createHistoryService({ db, restorers: services }),
    documentRuns: documentRunsOn(jobQueue),
    documentRunsOn,
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
