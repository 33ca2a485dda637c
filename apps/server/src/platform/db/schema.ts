// Every table of the server, gathered for drizzle-kit and the typed client.
// Each module owns its tables in <module>.tables.ts; add new ones here.
export * from '../../modules/app-domains/app-domains.tables';
export * from '../../modules/approvals/approvals.tables';
export * from '../../modules/apps/apps.tables';
export * from '../../modules/audit/audit.tables';
export * from '../../modules/auth/auth.tables';
export * from '../../modules/document-runs/document-runs.tables';
export * from '../../modules/files/files.tables';
export * from '../../modules/insurers/insurers.tables';
export * from '../../modules/l10n/l10n.tables';
export * from '../../modules/notifications/notifications.tables';
export * from '../../modules/platform-data/platform-data.tables';
export * from '../../modules/pricing/pricing.tables';
export * from '../../modules/pricing/rate-tables.tables';
export * from '../../modules/pricing/rating-dictionary.tables';
export * from '../../modules/product-trees/product-trees.tables';
export * from '../../modules/products/products.tables';
export * from '../../modules/publish/guest-identity.tables';
export * from '../../modules/publish/lifecycle.tables';
export * from '../../modules/publish/publish.tables';
export * from '../../modules/templates/templates.tables';
export * from '../../modules/tenants/tenants.tables';
export * from '../cache/cache.tables';
