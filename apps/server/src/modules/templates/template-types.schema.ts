import type { TemplateContentDefinition } from '@carrier/contracts';
import type { FieldMap, SchemaTypes } from '@pothos/core';
import { GraphQLError } from 'graphql';
import type { Outcome } from '../../core/outcome';
import { builder } from '../../graphql/builder';
import { JSON_LENGTH } from '../../graphql/input-limits';
import { LoginRef, loginOf } from '../../graphql/types/login';
import { readContent } from './kind-content';
import type { TemplateRow } from './template-kind';

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

/** The GraphQL pieces every kind shares: the interface, the render input and the string result. */
export const TemplateInterfaceRef = builder.interfaceRef<TemplateRow>('templateInterface').implement({
  description: 'A template interface',
  resolveType: (template, context) => {
    const kind = context.services.templates.kindOf(template.type);
    if (!kind) throw new Error(`No kind for template type ${template.type}`);
    return kind.graphqlTypeName;
  },
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    logicalId: t.exposeString('logicalId'),
    graphQlQuery: t.exposeString('graphQlQuery'),
    type: t.exposeString('type'),
    tags: t.exposeStringList('tags', { nullable: false }),
    createdAt: t.field({ type: 'DateTime', resolve: (template) => template.createdAt }),
    lastModifiedAt: t.field({ type: 'DateTime', resolve: (template) => template.lastModifiedAt }),
    createdBy: t.field({ type: LoginRef, resolve: (template) => loginOf(template.createdById, template.createdBy) }),
    lastModifiedBy: t.field({
      type: LoginRef,
      resolve: (template) => loginOf(template.lastModifiedById, template.lastModifiedBy),
    }),
    version: t.exposeInt('version', { nullable: false, description: 'Grows with every change.' }),
    templateView: t.string({
      description: 'The studio view that edits this template.',
      resolve: (template, _args, context) => context.services.templates.kindOf(template.type)?.templateView ?? null,
    }),
    formattedTypeName: t.string({
      resolve: (template, _args, context) =>
        context.services.templates.kindOf(template.type)?.formattedTypeName ?? null,
    }),
  }),
});

/** An object type of one kind: the interface's fields plus the kind's own. */
export function templateObjectType(
  name: string,
  type: string,
  fields: (t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, TemplateRow>) => FieldMap = () => ({}),
) {
  return builder.objectRef<TemplateRow>(name).implement({
    interfaces: [TemplateInterfaceRef],
    isTypeOf: (template) => (template as TemplateRow).type === type,
    fields,
  });
}

const OverrideAttachmentReferenceInput = builder.inputType('overrideEmailAttachmentReferenceInput', {
  fields: (t) => ({ fileName: t.string({ required: true }), filePath: t.string({ required: true }) }),
});
const OverrideAttachmentTemplateInput = builder.inputType('overrideEmailAttachmentTemplateInput', {
  fields: (t) => ({ fileName: t.string({ required: true }), templateId: t.string({ required: true }) }),
});

export const TemplateRenderParametersInput = builder.inputType('templateRenderParametersInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: "The variable the content is bound to in Liquid (spec: 'data')" }),
    contentJsonString: t.string(JSON_LENGTH),
    variablesJsonString: t.string(JSON_LENGTH),
    overrideAttachmentReferences: t.field({
      type: [OverrideAttachmentReferenceInput],
      required: { list: false, items: false },
      description: "An email's file attachments for this render instead of the stored ones.",
    }),
    overrideAttachmentTemplates: t.field({
      type: [OverrideAttachmentTemplateInput],
      required: { list: false, items: false },
      description: "An email's template attachments for this render instead of the stored ones.",
    }),
  }),
});

export type StringResult = { status: string; errors: string[]; value: string | null };

export const StringResultRef = builder.objectRef<StringResult>('stringResult').implement({
  fields: (t) => ({
    status: t.exposeString('status', { nullable: false }),
    errors: t.exposeStringList('errors', { nullable: { list: true, items: true } }),
    value: t.exposeString('value'),
  }),
});

/** A render outcome as `{ status errors value }`; on a success `errors` holds the render's warnings. */
export function renderResult<T, V>(outcome: Outcome<T>, value: (output: T) => V, warnings: string[] = []) {
  return outcome.ok
    ? { status: 'success', errors: warnings, value: value(outcome.value) }
    : { status: 'failure', errors: [outcome.problem.message], value: null };
}

export type PdfRenderedResult = { status: string; errors: string[]; value: Uint8Array | null };

/**
 * A rendered PDF, shared by every kind that renders one (HTML to PDF, PDF drawing): `value` as the
 * reference's list of bytes, and (an extension) the same bytes as one base64 string, far smaller to send.
 */
export const PdfRenderedResultRef = builder.objectRef<PdfRenderedResult>('pdfRenderedResult').implement({
  fields: (t) => ({
    status: t.exposeString('status', { nullable: false }),
    errors: t.exposeStringList('errors', { nullable: { list: true, items: true } }),
    value: t.field({
      type: ['Byte'],
      nullable: { list: true, items: true },
      resolve: (result) => (result.value ? Array.from(result.value) : null),
    }),
    base64: t.string({
      nullable: true,
      description: 'The PDF as base64 (the same bytes as value).',
      resolve: (result) => (result.value ? Buffer.from(result.value).toString('base64') : null),
    }),
  }),
});

/**
 * A PDF render outcome as `pdfRenderedResult`; a successful render's `errors` are its warnings (as MJML's
 * come), such as images it printed without.
 */
export function pdfRenderResult(outcome: Outcome<Uint8Array>, warnings: readonly string[] = []): PdfRenderedResult {
  const result = renderResult(outcome, (pdf) => pdf);
  return outcome.ok ? { ...result, errors: [...warnings] } : result;
}

/** A kind's content for a field of its object type: content the kind cannot read fails the field, saying where. */
export function storedContent<T>(definition: TemplateContentDefinition<T>, template: TemplateRow): T {
  const content = readContent(definition, template);
  if (content.ok) return content.value;
  throw new GraphQLError(content.problem.message, { extensions: { code: content.problem.code } });
}
