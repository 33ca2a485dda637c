import { DEFAULT_LOCALE } from '@carrier/contracts';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { cachedBy } from '../../graphql/response-cache';
import { KeyValueInput } from '../../graphql/types/scalar-value';
import { TagRef } from './product-fields.schema';
import { ProductRef } from './products.schema';
import type { ProductView } from './products.service';

/**
 * The product fields CoverGo's JavaScript SDK reads (singleProduct, productListing): documents and notes
 * as texts of the product, identifiers, the product type, scores and tag names (issue 27).
 */

/**
 * Texts a product may have beside its name and description, stored like them as l10n texts
 * `products-{plan}|{version}|{type}-{field}` (upsertL10n), so each has a value per locale.
 */
const PRODUCT_TEXT_FIELDS = [
  'majorExclusions',
  'importantNotes',
  'termsAndConditionsUrl',
  'applicationFormUrl',
  'enrollmentUrl',
  'brochureUrl',
  'premiumTableUrl',
] as const;
type TextField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** One text query per product and request, whichever of the fields a document selects. */
const textsOfRequest = new WeakMap<GraphQLContext, Map<string, Promise<Map<string, string>>>>();
function productText(product: ProductView, field: TextField, context: GraphQLContext): Promise<string | null> {
  const ofRequest = textsOfRequest.get(context) ?? new Map<string, Promise<Map<string, string>>>();
  textsOfRequest.set(context, ofRequest);
  let texts = ofRequest.get(product.id);
  if (!texts) {
    texts = context.services.products.texts(
      requireSession(context).tenantId,
      product,
      PRODUCT_TEXT_FIELDS,
      context.locale,
    );
    ofRequest.set(product.id, texts);
  }
  return texts.then((byField) => byField.get(field) ?? null);
}

type ProductTypeView = { tenantId: string; typeId: string };

const ProductTypeRef = builder.objectRef<ProductTypeView>('productType').implement({
  ...cachedBy(),
  description: "The product's type (productId.type); no other attributes of types are stored",
  fields: (t) => ({
    typeId: t.exposeString('typeId', { nullable: false }),
    tenantId: t.exposeString('tenantId'),
  }),
});

type ScoreView = { id: string; name: string | null; type: string | null; value: number | null };

const ScoreRef = builder.objectRef<ScoreView>('score').implement({
  ...cachedBy(),
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    description: t.string({ resolve: () => null }),
    comment: t.string({ resolve: () => null }),
    value: t.field({ type: 'Decimal', resolve: (score) => score.value }),
  }),
});

const IllustrationRef = builder.objectRef<{ id: string; name: string | null }>('illustration').implement({
  ...cachedBy(),
  fields: (t) => ({ id: t.exposeString('id', { nullable: false }), name: t.exposeString('name') }),
});

const InternalReviewRef = builder
  .objectRef<{ id: string; status: string; comment: string }>('internalReview')
  .implement({
    ...cachedBy(),
    fields: (t) => ({
      id: t.exposeString('id', { nullable: false }),
      status: t.exposeString('status', { nullable: false }),
      comment: t.exposeString('comment', { nullable: false }),
    }),
  });

builder.objectFields(ProductRef, (t) => ({
  illustrations: t.field({
    type: [IllustrationRef],
    nullable: { list: true, items: false },
    description: 'Null: no benefit illustrations are computed on this platform',
    args: {
      values: t.arg({ type: [KeyValueInput], required: { list: false, items: false } }),
      valuesJsonString: t.arg.string(),
    },
    resolve: () => null,
  }),
  internalReviews: t.field({
    type: [InternalReviewRef],
    description: "Null: reviews are this platform's releases (releases, test cases), not product reviews",
    resolve: () => null,
  }),
  ...Object.fromEntries(
    PRODUCT_TEXT_FIELDS.map((field) => [
      field,
      t.string({
        description: `The text products-{plan}|{version}|{type}-${field} in the request locale, else en-US`,
        resolve: (product, _args, context) => productText(product, field, context),
      }),
    ]),
  ),
  issuerProductId: t.exposeString('issuerProductId'),
  productTreeId: t.exposeString('productTreeId', { description: 'The root node of the product tree (listNodes)' }),
  changeEffectiveDate: t.field({ type: 'Date', nullable: true, resolve: (product) => product.changeEffectiveDate }),
  slug: t.string({
    description: 'Always null: products are addressed by productId, no slugs are kept',
    resolve: () => null,
  }),
  type: t.field({
    type: ProductTypeRef,
    resolve: (product) => ({ tenantId: product.tenantId, typeId: product.type }),
  }),
  scores: t.field({
    type: [ScoreRef],
    description:
      "An advisor's scores of the product. No scoring advisors are configured on this platform: always an empty list",
    args: {
      advisorId: t.arg.string({ required: true }),
      values: t.arg({ type: [KeyValueInput], required: { list: false, items: false } }),
    },
    resolve: () => [],
  }),
}));

/** A tag's texts `tags-{type}-name` and `tags-{type}-description` (upsertL10n), in the request locale, else en-US. */
async function tagText(type: string, field: 'name' | 'description', context: GraphQLContext): Promise<string | null> {
  const { tenantId } = requireSession(context);
  const key = `tags-${type}-${field}`;
  for (const locale of new Set([context.locale, DEFAULT_LOCALE])) {
    const [text] = await context.services.l10n.read(tenantId, [key], locale);
    if (text) return text.value;
  }
  return null;
}

builder.objectFields(TagRef, (t) => ({
  name: t.string({
    ...cachedBy('products'),
    description: 'The text tags-{type}-name in the request locale, else en-US',
    resolve: (type, _args, context) => tagText(type, 'name', context),
  }),
  description: t.string({
    ...cachedBy('products'),
    description: 'The text tags-{type}-description in the request locale, else en-US',
    resolve: (type, _args, context) => tagText(type, 'description', context),
  }),
}));
