import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { cachedBy } from '../../graphql/response-cache';
import { type JsonValue, ScalarValueRef } from '../../graphql/types/key-value';
import { InsurerRef } from '../insurers/insurers.schema';
import { BenefitGraphRef } from './benefits.schema';
import { ProductRef } from './products.schema';

/** The reference's descriptive fields of products, benefits and insurers (issue 8, API compatibility). */
export const TagRef = builder.objectRef<string>('tag').implement({
  ...cachedBy(),
  description: 'A product tag; its type is also its id',
  fields: (t) => ({
    id: t.string({ resolve: (type) => type }),
    type: t.string({ resolve: (type) => type }),
  }),
});

const ConditionRef = builder
  .objectRef<{ type: string | null; jsonLogicRuleString: string | null }>('condition')
  .implement({
    ...cachedBy(),
    fields: (t) => ({ type: t.exposeString('type'), jsonLogicRuleString: t.exposeString('jsonLogicRuleString') }),
  });

const LogoUrlsRef = builder.objectRef<Record<string, string | null>>('logoUrls').implement({
  ...cachedBy(),
  description: 'Logos of an insurer; none are stored yet',
  fields: (t) => ({
    typeA: t.string({ resolve: (urls) => urls.typeA ?? null }),
    typeB: t.string({ resolve: (urls) => urls.typeB ?? null }),
    typeC: t.string({ resolve: (urls) => urls.typeC ?? null }),
    typeD: t.string({ resolve: (urls) => urls.typeD ?? null }),
    typeE: t.string({ resolve: (urls) => urls.typeE ?? null }),
  }),
});

builder.objectFields(ProductRef, (t) => ({
  status: t.exposeString('status'),
  lifecycleStage: t.exposeString('lifecycleStage'),
  launchPeriodStartDate: t.field({ type: 'Date', nullable: true, resolve: (product) => product.launchPeriodStartDate }),
  launchPeriodEndDate: t.field({ type: 'Date', nullable: true, resolve: (product) => product.launchPeriodEndDate }),
  fields: t.exposeString('fields'),
  representation: t.exposeString('representation'),
  tags: t.field({ type: [TagRef], resolve: (product) => product.tags }),
  description: t.string({
    description: 'The text `products-{plan}|{version}|{type}-description`, in the request locale, else en-US.',
    resolve: (product, _args, context) =>
      context.services.products.description(requireSession(context).tenantId, product, context.locale),
  }),
}));

function parsedValue(rawData: string | null): JsonValue {
  if (rawData === null) return null;
  try {
    return JSON.parse(rawData) as JsonValue;
  } catch {
    return rawData;
  }
}

builder.objectFields(BenefitGraphRef, (t) => ({
  isOptional: t.boolean({
    nullable: false,
    deprecationReason: 'not used anymore',
    description: 'Always false (deprecated in the reference).',
    resolve: () => false,
  }),
  condition: t.field({ type: ConditionRef, description: 'No benefit conditions are stored yet.', resolve: () => null }),
  value2: t.field({
    type: ScalarValueRef,
    description: 'The stored value as a structured value (value is its formatted text).',
    resolve: (node) => parsedValue(node.rawData),
  }),
}));

builder.objectField(InsurerRef, 'logoUrls', (t) => t.field({ type: LogoUrlsRef, resolve: () => null }));
