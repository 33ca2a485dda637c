import type { GraphQLSchema } from 'graphql';
import { builder } from './builder';
import './result';
import './types/login-account';
// Each module registers its GraphQL types and fields on import; add new modules here.
import '../modules/auth/auth.schema';
import '../modules/tenants/tenants.schema';
import '../modules/l10n/l10n.schema';
import '../modules/insurers/insurers.schema';
import '../modules/products/products.schema';
import '../modules/products/product-groups.schema';
import '../modules/products/product-fields.schema';
import '../modules/products/product-reference-fields.schema';
import '../modules/products/benefit-infos.schema';
import '../modules/product-trees/product-trees.schema';
import '../modules/files/files.schema';
import '../modules/apps/apps.schema';
import '../modules/apps/cms-config.schema';
import '../modules/apps/components.schema';
import '../modules/apps/app-events.schema';
import '../modules/publish/publish.schema';
import '../modules/app-domains/app-domains.schema';
import '../modules/platform-data/platform-data.schema';
import '../modules/templates/templates.schema';
import '../modules/notifications/notifications.schema';
import '../modules/pricing/pricing.schema';
import '../modules/pricing/pricing-reference-fields.schema';
import '../modules/pricing/adjustments.schema';
import '../modules/pricing/pricing-settings.schema';
import '../modules/pricing/rate-tables.schema';
import '../modules/pricing/rating-dictionary.schema';
import '../modules/pricing/rating-variables.schema';
import '../modules/pricing/test-cases.schema';
import '../modules/pricing/releases.schema';

let schema: GraphQLSchema | undefined;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: false });
  return schema;
}
