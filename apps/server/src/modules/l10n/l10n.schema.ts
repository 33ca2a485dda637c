import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { TEXT_LENGTH } from '../../graphql/input-limits';
import { cachedBy } from '../../graphql/response-cache';
import { failure, ResultRef, success } from '../../graphql/result';
import type { TextRow } from './l10n.repository';

const UpsertL10nInput = builder.inputType('upsertL10nInput', {
  description: 'Input to upsert l10ns',
  fields: (t) => ({
    key: t.string({ required: true, description: "For product: 'products-{id}-name' or 'products-{id}-description'" }),
    locale: t.string({ required: true, description: "'zh-HK' or 'zh-CN' or 'en'" }),
    value: t.string({ required: true, ...TEXT_LENGTH }),
  }),
});

const L10nRef = builder.objectRef<TextRow>('l10n').implement({
  description: 'A localized text',
  ...cachedBy('products'),
  fields: (t) => ({
    key: t.exposeString('key', { nullable: false }),
    locale: t.exposeString('locale', { nullable: false }),
    value: t.exposeString('value', { nullable: false }),
  }),
});

builder.queryField('l10ns', (t) =>
  t.field({
    type: [L10nRef],
    nullable: false,
    ...cachedBy('products'),
    description: 'The texts stored for these keys in this locale (no fallback to another locale).',
    args: { keys: t.arg.stringList({ required: true }), locale: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const { tenantId } = requireSession(context);
      return context.services.l10n.read(tenantId, args.keys, args.locale);
    },
  }),
);

builder.mutationFields((t) => ({
  upsertL10n: t.field({
    type: ResultRef,
    args: { l10n: t.arg({ type: UpsertL10nInput }) },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      if (!args.l10n) return failure({ code: 'invalid_key', message: 'l10n is required.' });
      const problem = await context.services.l10n.upsert(tenantId, args.l10n);
      return problem ? failure(problem) : success();
    },
  }),
  deleteL10n: t.field({
    type: ResultRef,
    args: { key: t.arg.string({ required: true }), locale: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      const problem = await context.services.l10n.remove(tenantId, args.key, args.locale);
      return problem ? failure(problem) : success();
    },
  }),
  deleteAllL10n: t.field({
    type: ResultRef,
    args: { key: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      const problem = await context.services.l10n.removeAll(tenantId, args.key);
      return problem ? failure(problem) : success();
    },
  }),
}));
