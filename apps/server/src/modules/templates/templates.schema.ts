import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { toResult, unwrap } from '../../graphql/outcome';
import { ResultRef } from '../../graphql/result';
import { SortInput } from '../../graphql/types/sort';
import { auditWhereFields, nestedWhereFields } from '../../graphql/types/where';
import './preview/preview-data.schema';
import './template-versions.schema';
import type { TemplateWhere } from './template-filter';
import type { TemplateRow } from './template-kind';
import {
  renderResult,
  StringResultRef,
  TemplateInterfaceRef,
  TemplateRenderParametersInput,
} from './template-types.schema';
import { requestRenderScope } from './templates.service';

const TemplateWhereInput = builder.inputRef<TemplateWhere>('templateWhereInput').implement({
  description: 'A template filter',
  fields: (t) => ({
    ...nestedWhereFields(t, TemplateWhereInput),
    ...auditWhereFields(t),
    description_contains: t.string(),
    has_LogicalId: t.boolean(),
    id: t.string(),
    id_in: t.stringList({ required: { list: false, items: false } }),
    logicalId: t.string(),
    logicalId_in: t.stringList({ required: { list: false, items: false } }),
    name: t.string(),
    name_contains: t.string(),
    status: t.string(),
    status_contains: t.string(),
    status_in: t.string(),
    tags_contains: t.string(),
    type: t.string(),
    type_in: t.string({ description: 'One type or several, comma-separated.' }),
  }),
});

const TemplatesRef = builder.objectRef<{ totalCount: number; list: TemplateRow[] }>('templates').implement({
  description: 'Template query',
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    list: t.field({ type: [TemplateInterfaceRef], resolve: (page) => page.list }),
  }),
});

builder.queryFields((t) => ({
  templates: t.field({
    type: TemplatesRef,
    description: 'Templates of the tenant; createdAt descending unless sorted otherwise.',
    args: {
      where: t.arg({ type: TemplateWhereInput }),
      sort: t.arg({ type: SortInput }),
      limit: t.arg.int(),
      skip: t.arg.int(),
    },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      return unwrap(await context.services.templates.list(tenantId, args));
    },
  }),
  renderHtml: t.field({
    type: StringResultRef,
    description: 'Renders Liquid HTML with the input content.',
    args: { html: t.arg.string({ required: true }), input: t.arg({ type: TemplateRenderParametersInput }) },
    resolve: async (_root, args, context) => {
      const scope = requestRenderScope(requireSession(context), context);
      const warnings: string[] = [];
      const outcome = await context.services.templates.renderLiquid({
        source: args.html,
        input: args.input,
        warnings,
        ...scope,
      });
      return renderResult(outcome, (html) => html, warnings);
    },
  }),
}));

builder.mutationField('deleteTemplate', (t) =>
  t.field({
    type: ResultRef,
    args: { templateId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) =>
      toResult(await context.services.templates.remove(requireSession(context), args.templateId)),
  }),
);
