import type { GraphQLSchema } from 'graphql';
import { builder } from './builder';
import './result';
import './types/login-account';
// Each module registers its GraphQL types and fields on import; add new modules here.
import '../modules/auth/auth.schema';
import '../modules/tenants/tenants.schema';
import '../modules/users/users.schema';
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
// Each template kind's GraphQL part; its service part is one line in modules/templates/kinds/index.ts.
import '../modules/templates/kinds/wkhtmltopdf/wkhtmltopdf.schema';
import '../modules/templates/kinds/email-mjml/email-mjml.schema';
import '../modules/templates/kinds/pdf-drawing/pdf-drawing.schema';
import '../modules/templates/kinds/sms/sms.schema';
import '../modules/templates/kinds/dynamic/dynamic.schema';
import '../modules/templates/kinds/notification/notification.schema';
import '../modules/templates/kinds/function/function.schema';
import '../modules/notifications/notifications.schema';
import '../modules/document-runs/document-runs.schema';
import '../modules/pricing/pricing.schema';
import '../modules/pricing/pricing-reference-fields.schema';
import '../modules/pricing/adjustments.schema';
import '../modules/pricing/pricing-settings.schema';
import '../modules/pricing/rate-tables.schema';
import '../modules/pricing/rating-dictionary.schema';
import '../modules/pricing/rating-variables.schema';
import '../modules/pricing/test-cases.schema';
import '../modules/pricing/releases.schema';
import '../modules/approvals/approvals.schema';
import '../modules/audit/audit.schema';
import '../modules/promotion/promotion.schema';
import '../modules/history/history.schema';

let schema: GraphQLSchema | undefined;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: false });
  return schema;
}
