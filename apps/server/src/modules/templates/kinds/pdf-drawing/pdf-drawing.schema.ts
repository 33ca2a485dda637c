import {
  PDF_DRAWING_KINDS,
  PDF_DRAWING_LIMITS,
  PDF_FONT_STYLES,
  PDF_TEXT_ALIGNMENTS,
  PDF_VERTICAL_ALIGNMENTS,
  pdfDrawingTemplateContent,
  TEMPLATE_LIMITS,
} from '@carrier/contracts';
import { builder } from '../../../../graphql/builder';
import { requireSession } from '../../../../graphql/context';
import { maxLength } from '../../../../graphql/input-limits';
import { toResult } from '../../../../graphql/outcome';
import { ResultRef } from '../../../../graphql/result';
import { installedFonts } from '../../../../platform/render/pdf/fonts';
import type { TemplateRow } from '../../template-kind';
import {
  PdfRenderedResultRef,
  pdfRenderResult,
  renderResult,
  StringResultRef,
  storedContent,
  TemplateRenderParametersInput,
  templateObjectType,
} from '../../template-types.schema';
import { createTemplateMutation, mergeContent, pickContent, updateTemplateMutation } from '../kind-mutations.schema';
import { renderPdfDrawing } from './pdf-drawing.render';
import {
  type DrawingFont,
  drawingsOf,
  PDF_DRAWING_TYPE,
  type PdfDrawing,
  type Point,
  pdfDrawings,
} from './pdf-drawing.service';

const CONTENT_KEYS = ['fileKey', 'password', 'passwordLiquid'] as const;

const FontStyle = builder.enumType('fontStyleInput', { values: PDF_FONT_STYLES });
const TextAlignment = builder.enumType('textAlignmentEnumeration', { values: PDF_TEXT_ALIGNMENTS });
const VerticalAlignment = builder.enumType('verticalAlignmentEnumeration', { values: PDF_VERTICAL_ALIGNMENTS });
const Kind = builder.enumType('pdfDrawingKind', {
  values: PDF_DRAWING_KINDS,
  description:
    'What a box draws from its rendered liquidSource: the text; the image file (PNG or JPEG) of the tenant it names; a QR code of it; a checkbox, ticked when it renders true, yes, 1, x, on or checked.',
});

const PointRef = builder.objectRef<Point>('pdfDrawingPoint').implement({
  description: 'A corner of a box, in unscaled page units from the top left of the page.',
  fields: (t) => ({ x: t.exposeFloat('x', { nullable: false }), y: t.exposeFloat('y', { nullable: false }) }),
});
const FontRef = builder.objectRef<DrawingFont>('pdfDrawingFont').implement({
  fields: (t) => ({
    familyName: t.exposeString('familyName', { nullable: false }),
    emSize: t.exposeInt('emSize', { nullable: false }),
    fontStyle: t.field({ type: FontStyle, nullable: false, resolve: (font) => font.fontStyle }),
  }),
});
const DrawingRef = builder.objectRef<PdfDrawing>('pdfDrawing').implement({
  description: 'A box of templated text on a page of the uploaded PDF.',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    kind: t.field({ type: Kind, nullable: false, resolve: (drawing) => drawing.kind }),
    page: t.exposeInt('page', { nullable: false }),
    liquidSource: t.exposeString('liquidSource', { nullable: false }),
    point1: t.field({ type: PointRef, nullable: false, resolve: (drawing) => drawing.point1 }),
    point2: t.field({ type: PointRef, nullable: false, resolve: (drawing) => drawing.point2 }),
    textAlignment: t.field({ type: TextAlignment, nullable: false, resolve: (drawing) => drawing.textAlignment }),
    verticalAlignment: t.field({
      type: VerticalAlignment,
      nullable: false,
      resolve: (drawing) => drawing.verticalAlignment,
    }),
    font: t.field({ type: FontRef, nullable: false, resolve: (drawing) => drawing.font }),
  }),
});

const contentOf = (template: TemplateRow) => storedContent(pdfDrawingTemplateContent, template);
templateObjectType('pdfDrawingTemplate', PDF_DRAWING_TYPE, (t) => ({
  fileKey: t.string({ resolve: (template) => contentOf(template).fileKey ?? null }),
  passwordLiquid: t.string({ resolve: (template) => contentOf(template).passwordLiquid ?? null }),
  drawings: t.field({ type: [DrawingRef], nullable: false, resolve: (template) => drawingsOf(contentOf(template)) }),
}));
// The reference updates a PDF drawing template with its create input.
const Input = builder.inputType('createPdfDrawingTemplateInput', {
  fields: (t) => ({
    description: t.string(),
    fileKey: t.string(),
    graphQlQuery: t.string(maxLength(TEMPLATE_LIMITS.graphQlQuery)),
    logicalId: t.string(),
    name: t.string(),
    password: t.string(),
    passwordLiquid: t.string(),
  }),
});
createTemplateMutation({
  name: 'createPdfDrawingTemplate',
  type: PDF_DRAWING_TYPE,
  input: Input,
  answer: 'result',
  content: (input) => pickContent(input, CONTENT_KEYS),
});
updateTemplateMutation({
  name: 'updatePdfDrawingTemplate',
  type: PDF_DRAWING_TYPE,
  input: Input,
  change: mergeContent(CONTENT_KEYS),
});

const PointInput = builder.inputType('pointInput', {
  fields: (t) => ({ x: t.float({ required: true }), y: t.float({ required: true }) }),
});
const FontInput = builder.inputType('fontInput', {
  fields: (t) => ({
    emSize: t.int({ required: true }),
    familyName: t.string({ required: true }),
    fontStyle: t.field({ type: FontStyle }),
  }),
});
const AddInput = builder.inputType('addPdfDrawingInput', {
  fields: (t) => ({
    font: t.field({ type: FontInput }),
    kind: t.field({ type: Kind }),
    liquidSource: t.string(maxLength(PDF_DRAWING_LIMITS.liquidSource)),
    page: t.int({ required: true }),
    point1: t.field({ type: PointInput, required: true }),
    point2: t.field({ type: PointInput, required: true }),
    textAlignment: t.field({ type: TextAlignment }),
    verticalAlignment: t.field({ type: VerticalAlignment }),
  }),
});
const UpdateInput = builder.inputType('updatePdfDrawingInput', {
  fields: (t) => ({
    font: t.field({ type: FontInput }),
    kind: t.field({ type: Kind }),
    liquidSource: t.string(maxLength(PDF_DRAWING_LIMITS.liquidSource)),
    page: t.int(),
    point1: t.field({ type: PointInput }),
    point2: t.field({ type: PointInput }),
    textAlignment: t.field({ type: TextAlignment }),
    verticalAlignment: t.field({ type: VerticalAlignment }),
  }),
});

builder.mutationFields((t) => ({
  addPdfDrawing: t.field({
    type: StringResultRef,
    description: 'Adds a box (or a copy of one: its fields without the id); the value is the new id.',
    args: { templateId: t.arg.string({ required: true }), input: t.arg({ type: AddInput, required: true }) },
    resolve: async (_root, args, context) => {
      const drawings = pdfDrawings(context.services.templates, requireSession(context));
      return renderResult(await drawings.add(args.templateId, args.input), (id) => id);
    },
  }),
  updatePdfDrawing: t.field({
    type: ResultRef,
    description: 'Changes the fields given: the corners only (a move or resize), or the whole box.',
    args: {
      templateId: t.arg.string({ required: true }),
      drawingId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const drawings = pdfDrawings(context.services.templates, requireSession(context));
      return toResult(await drawings.update(args.templateId, args.drawingId, args.input));
    },
  }),
  removePdfDrawing: t.field({
    type: ResultRef,
    args: { templateId: t.arg.string({ required: true }), drawingId: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const drawings = pdfDrawings(context.services.templates, requireSession(context));
      return toResult(await drawings.remove(args.templateId, args.drawingId));
    },
  }),
}));

builder.queryFields((t) => ({
  renderPdfDrawingTemplate: t.field({
    type: PdfRenderedResultRef,
    args: { templateId: t.arg.string({ required: true }), input: t.arg({ type: TemplateRenderParametersInput }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const { services } = context;
      const template = await services.templates.findOfType(session.tenantId, args.templateId, PDF_DRAWING_TYPE);
      if (!template.ok) return pdfRenderResult(template);
      const warnings: string[] = [];
      const rendered = await renderPdfDrawing(services, template.value, args.input, undefined, warnings);
      return pdfRenderResult(rendered, [...new Set(warnings)]);
    },
  }),
  pdfDrawingFontFamilies: t.stringList({
    nullable: false,
    description: 'The font families a PDF drawing box may use: the fonts installed on the server.',
    resolve: (_root, _args, context) => {
      requireSession(context);
      return installedFonts().names;
    },
  }),
}));
