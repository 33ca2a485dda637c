import { builder } from '../../../../graphql/builder';
import type { TemplateRow } from '../../template-kind';
import { templateObjectType } from '../../template-types.schema';
import { createTemplateMutation, mergeContent, pickContent, updateTemplateMutation } from '../kind-mutations.schema';

export const WKHTMLTOPDF_TYPE = 'wkhtmltopdf';
type Margins = { top?: number | null; right?: number | null; bottom?: number | null; left?: number | null };
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

/** Spec 001 §9: margins top 10, right 0, bottom 10, left 0; header and footer spacing 0. */
export const DEFAULT_PDF_CONTENT = {
  html: '',
  marginSettings: { top: 10, right: 0, bottom: 10, left: 0 },
  headerSettings: { spacing: 0 },
  footerSettings: { spacing: 0 },
};
const CONTENT_KEYS = [
  'html',
  'passwordLiquid',
  'password',
  'orientation',
  'marginSettings',
  'headerSettings',
  'footerSettings',
] as const;
const field = <T>(template: TemplateRow, key: string) => (template.content[key] ?? null) as T | null;

export function registerWkhtmltopdfSchema() {
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
  templateObjectType('wkhtmltopdfTemplate', WKHTMLTOPDF_TYPE, (t) => ({
    html: t.string({ resolve: (template) => field<string>(template, 'html') }),
    passwordLiquid: t.string({ resolve: (template) => field<string>(template, 'passwordLiquid') }),
    orientation: t.string({ resolve: (template) => field<string>(template, 'orientation') }),
    marginSettings: t.field({ type: MarginsRef, resolve: (template) => field<Margins>(template, 'marginSettings') }),
    headerSettings: t.field({
      type: HeaderFooterRef,
      resolve: (template) => field<HeaderFooter>(template, 'headerSettings'),
    }),
    footerSettings: t.field({
      type: HeaderFooterRef,
      resolve: (template) => field<HeaderFooter>(template, 'footerSettings'),
    }),
  }));

  const HeaderFooterInput = builder.inputType('headerFooterInput', {
    fields: (t) => ({
      center: t.string(),
      fontName: t.string(),
      fontSize: t.int(),
      htmUrl: t.string(),
      html: t.string(),
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
  const fields = {
    fields: (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
      description: t.string(),
      footerSettings: t.field({ type: HeaderFooterInput }),
      graphQlQuery: t.string(),
      headerSettings: t.field({ type: HeaderFooterInput }),
      html: t.string(),
      logicalId: t.string(),
      marginSettings: t.field({ type: MarginSettingsInput }),
      name: t.string(),
      orientation: t.field({ type: Orientation }),
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
    content: (input) => pickContent(input, CONTENT_KEYS),
  });
  updateTemplateMutation({
    name: 'updateWkhtmltopdfTemplate',
    type: WKHTMLTOPDF_TYPE,
    input: UpdateInput,
    change: mergeContent(CONTENT_KEYS),
  });
}
