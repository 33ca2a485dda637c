import { htmlPdfTemplateContent, TEMPLATE_LIMITS } from '@carrier/contracts';
import { fail, type Outcome } from '../../../../core/outcome';
import { builder } from '../../../../graphql/builder';
import { requireSession } from '../../../../graphql/context';
import { maxLength, NAME_LENGTH } from '../../../../graphql/input-limits';
import { MAX_METADATA_LENGTH, type PdfMetadata } from '../../../../platform/render/pdf/pdf-metadata';
import type { TemplateContent, TemplateRow } from '../../template-kind';
import {
  PdfRenderedResultRef,
  pdfRenderResult,
  storedContent,
  TemplateRenderParametersInput,
  templateObjectType,
} from '../../template-types.schema';
import { createTemplateMutation, mergeContent, pickContent, updateTemplateMutation } from '../kind-mutations.schema';
import {
  type Margins,
  marginsOf,
  PAPER_SIZES,
  type PaperSize,
  renderHtmlPdf,
  renderWkhtmltopdfTemplate,
  WKHTMLTOPDF_TYPE,
} from './wkhtmltopdf.service';

const BODY_LENGTH = maxLength(TEMPLATE_LIMITS.body);
const METADATA_LENGTH = maxLength(MAX_METADATA_LENGTH);
type HeaderFooter = {
  center?: string | null;
  fontName?: string | null;
  fontSize?: number | null;
  html?: string | null;
  left?: string | null;
  line?: boolean | null;
  right?: string | null;
  spacing?: number | null;
};

const CONTENT_KEYS = [
  'html',
  'passwordLiquid',
  'password',
  'orientation',
  'paperSize',
  'metadata',
  'marginSettings',
  'headerSettings',
  'footerSettings',
] as const;
const contentOf = (template: TemplateRow) => storedContent(htmlPdfTemplateContent, template);

const MarginsRef = builder.objectRef<Margins>('marginSettings').implement({
  fields: (t) => ({
    top: t.float({ nullable: true, resolve: (m) => m.top ?? null }),
    right: t.float({ nullable: true, resolve: (m) => m.right ?? null }),
    bottom: t.float({ nullable: true, resolve: (m) => m.bottom ?? null }),
    left: t.float({ nullable: true, resolve: (m) => m.left ?? null }),
  }),
});
const HeaderFooterRef = builder.objectRef<HeaderFooter>('headerFooter').implement({
  fields: (t) => ({
    center: t.string({ nullable: true, resolve: (h) => h.center ?? null }),
    fontName: t.string({ nullable: true, resolve: (h) => h.fontName ?? null }),
    fontSize: t.int({ nullable: true, resolve: (h) => h.fontSize ?? null }),
    html: t.string({ nullable: true, resolve: (h) => h.html ?? null }),
    left: t.string({ nullable: true, resolve: (h) => h.left ?? null }),
    line: t.boolean({ nullable: true, resolve: (h) => h.line ?? null }),
    right: t.string({ nullable: true, resolve: (h) => h.right ?? null }),
    spacing: t.float({ nullable: true, resolve: (h) => h.spacing ?? null }),
  }),
});
const MetadataRef = builder.objectRef<PdfMetadata>('pdfMetadata').implement({
  description: "The PDF's document information; each field may hold Liquid.",
  fields: (t) => ({
    title: t.string({ nullable: true, resolve: (m) => m.title ?? null }),
    author: t.string({ nullable: true, resolve: (m) => m.author ?? null }),
    subject: t.string({ nullable: true, resolve: (m) => m.subject ?? null }),
    creator: t.string({ nullable: true, resolve: (m) => m.creator ?? null }),
  }),
});
templateObjectType('wkhtmltopdfTemplate', WKHTMLTOPDF_TYPE, (t) => ({
  html: t.string({ resolve: (template) => contentOf(template).html ?? null }),
  passwordLiquid: t.string({ resolve: (template) => contentOf(template).passwordLiquid ?? null }),
  orientation: t.string({ resolve: (template) => contentOf(template).orientation ?? null }),
  paperSize: t.string({
    description: 'A4 (when not set), A5, LETTER or LEGAL; a CSS @page size in the HTML wins.',
    resolve: (template) => contentOf(template).paperSize ?? null,
  }),
  metadata: t.field({
    type: MetadataRef,
    description: "Title (else the HTML's <title>, else the template's name), author, subject, creator.",
    resolve: (template) => contentOf(template).metadata ?? null,
  }),
  marginSettings: t.field({ type: MarginsRef, resolve: (template) => contentOf(template).marginSettings ?? null }),
  headerSettings: t.field({
    type: HeaderFooterRef,
    resolve: (template) => contentOf(template).headerSettings ?? null,
  }),
  footerSettings: t.field({
    type: HeaderFooterRef,
    resolve: (template) => contentOf(template).footerSettings ?? null,
  }),
}));

const HeaderFooterInput = builder.inputType('headerFooterInput', {
  fields: (t) => ({
    center: t.string(),
    fontName: t.string(),
    fontSize: t.int(),
    htmUrl: t.string({ description: 'Accepted and ignored: a print loads nothing from other addresses.' }),
    html: t.string(BODY_LENGTH),
    left: t.string(),
    line: t.boolean(),
    right: t.string(),
    spacing: t.float(),
  }),
});
const MarginSettingsInput = builder.inputType('marginSettingsInput', {
  fields: (t) => ({ bottom: t.float(), left: t.float(), right: t.float(), top: t.float() }),
});
const Orientation = builder.enumType('orientationEnumeration', { values: ['LANDSCAPE', 'PORTRAIT'] as const });
const PaperSizeEnum = builder.enumType('paperSizeEnumeration', {
  values: Object.keys(PAPER_SIZES) as PaperSize[],
});
const MetadataInput = builder.inputType('pdfMetadataInput', {
  fields: (t) => ({
    title: t.string(METADATA_LENGTH),
    author: t.string(METADATA_LENGTH),
    subject: t.string(METADATA_LENGTH),
    creator: t.string(METADATA_LENGTH),
  }),
});
const fields = {
  fields: (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
    description: t.string(),
    footerSettings: t.field({ type: HeaderFooterInput }),
    graphQlQuery: t.string(),
    headerSettings: t.field({ type: HeaderFooterInput }),
    html: t.string(BODY_LENGTH),
    logicalId: t.string(),
    marginSettings: t.field({ type: MarginSettingsInput }),
    name: t.string(),
    orientation: t.field({ type: Orientation }),
    paperSize: t.field({ type: PaperSizeEnum }),
    metadata: t.field({ type: MetadataInput }),
    password: t.string(),
    passwordLiquid: t.string(),
  }),
};
const CreateInput = builder.inputType('createWkhtmltopdfTemplateInput', fields);
const UpdateInput = builder.inputType('updateWkhtmltopdfTemplateInput', fields);
createTemplateMutation({
  name: 'createWkhtmltopdfTemplate',
  type: WKHTMLTOPDF_TYPE,
  input: CreateInput,
  answer: 'createdStatusResult',
  content: (input) => checked(pickContent(input, CONTENT_KEYS)),
});
updateTemplateMutation({
  name: 'updateWkhtmltopdfTemplate',
  type: WKHTMLTOPDF_TYPE,
  input: UpdateInput,
  change: (input) => {
    const merge = mergeContent<typeof input>(CONTENT_KEYS)(input);
    return async (content, template) => checked(await merge(content, template));
  },
});

builder.queryFields((t) => ({
  renderWkhtmltopdfTemplate: t.field({
    type: PdfRenderedResultRef,
    args: { templateId: t.arg.string({ required: true }), input: t.arg({ type: TemplateRenderParametersInput }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const warnings: string[] = [];
      const rendered = await renderWkhtmltopdfTemplate(
        context.services,
        session,
        args.templateId,
        args.input,
        warnings,
      );
      return pdfRenderResult(rendered, warnings);
    },
  }),
  renderWkhtmltopdf: t.field({
    type: PdfRenderedResultRef,
    args: {
      html: t.arg.string({ required: true, ...BODY_LENGTH }),
      input: t.arg({ type: TemplateRenderParametersInput }),
      marginSettings: t.arg({ type: MarginSettingsInput }),
      headerSettings: t.arg({ type: HeaderFooterInput }),
      footerSettings: t.arg({ type: HeaderFooterInput }),
      orientation: t.arg({ type: Orientation }),
      passwordLiquid: t.arg.string({ description: 'An extension: encrypts the PDF with the rendered password.' }),
      paperSize: t.arg({ type: PaperSizeEnum }),
      metadata: t.arg({ type: MetadataInput }),
      templateName: t.arg.string({
        ...NAME_LENGTH,
        description: "The PDF's title when neither metadata nor the HTML's <title> gives one (a preview's template).",
      }),
    },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const warnings: string[] = [];
      const rendered = await renderHtmlPdf(
        { services: context.services, session, warnings, locale: context.locale },
        {
          html: args.html,
          passwordLiquid: args.passwordLiquid,
          orientation: args.orientation,
          paperSize: args.paperSize,
          metadata: args.metadata,
          name: args.templateName,
          marginSettings: args.marginSettings,
          headerSettings: args.headerSettings,
          footerSettings: args.footerSettings,
        },
        args.input,
      );
      return pdfRenderResult(rendered, warnings);
    },
  }),
}));

/** Stored content keeps margins that can print (an impossible margin is refused, nothing written). */
function checked<C extends TemplateContent>(content: Outcome<C>): Outcome<C> {
  if (!content.ok) return content;
  const margins = marginsOf(content.value.marginSettings as Margins | null | undefined);
  return margins.ok ? content : fail(margins.problem);
}
