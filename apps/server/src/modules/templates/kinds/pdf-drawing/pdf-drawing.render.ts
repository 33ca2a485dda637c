import {
  PDF_CHECKBOX_TRUE,
  PDF_DRAWING_ERRORS,
  PDF_DRAWING_LIMITS,
  PDF_INPUT_ERRORS,
  pdfDrawingTemplateContent,
} from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import type { FontCatalogue } from '../../../../platform/render/pdf/fonts';
import { installedFonts } from '../../../../platform/render/pdf/fonts';
import { PDF_LIMITS } from '../../../../platform/render/pdf/pdf-limits';
import type { PdfStamper, StampBox } from '../../../../platform/render/pdf/stamp-renderer';
import type { FilesService } from '../../../files/files.service';
import { readContent } from '../../kind-content';
import type { TemplateRow } from '../../template-kind';
import { liquidCacheKey, type RenderInput, type TemplatesService } from '../../templates.service';
import { readTenantFile } from './pdf-drawing.files';
import { drawingsOf, type PdfDrawing } from './pdf-drawing.service';

type RenderDeps = { templates: TemplatesService; files: FilesService; pdfStamper: PdfStamper };

/** The template's PDF from the tenant's files, within the size limit. */
async function sourcePdf(files: FilesService, tenantId: string, fileKey: string): Promise<Outcome<Uint8Array>> {
  const bytes = await readTenantFile(files, tenantId, fileKey, PDF_LIMITS.maxBytes);
  if (bytes === 'missing') return fail(PDF_DRAWING_ERRORS.fileNotFound(fileKey.slice(0, 300)));
  if (bytes === 'too-large') return fail(PDF_INPUT_ERRORS.tooLarge(PDF_LIMITS.maxBytes));
  return ok(bytes);
}

const placeOf = (drawing: PdfDrawing) => ({
  page: drawing.page,
  x1: drawing.point1.x,
  y1: drawing.point1.y,
  x2: drawing.point2.x,
  y2: drawing.point2.y,
  textAlignment: drawing.textAlignment,
  verticalAlignment: drawing.verticalAlignment,
});

/**
 * The images of a render: each file read once from the tenant's files, all of them within the
 * render's image budget.
 */
function imageReader(files: FilesService, tenantId: string) {
  const read = new Map<string, Uint8Array>();
  let total = 0;
  return async (key: string, number: number, page: number): Promise<Outcome<Uint8Array>> => {
    const known = read.get(key);
    if (known) return ok(known);
    const bytes = await readTenantFile(files, tenantId, key, PDF_DRAWING_LIMITS.imageBytes);
    if (bytes === 'missing') return fail(PDF_DRAWING_ERRORS.imageNotFound(number, page, key.slice(0, 300)));
    total += bytes === 'too-large' ? Number.POSITIVE_INFINITY : bytes.byteLength;
    if (bytes === 'too-large' || total > PDF_DRAWING_LIMITS.imagesBytes)
      return fail(PDF_DRAWING_ERRORS.imageTooLarge(number, page));
    read.set(key, bytes);
    return ok(bytes);
  };
}

/** Rendered checkbox sources that tick the box (as pdfme's checkbox takes 'true'). */
const isTicked = (rendered: string) => (PDF_CHECKBOX_TRUE as readonly string[]).includes(rendered.trim().toLowerCase());

/**
 * What a box draws from its rendered source: text; the image file it names (nothing when it renders
 * empty); a QR code of it; a checkbox, ticked or not.
 */
async function boxOf(
  drawing: PdfDrawing,
  number: number,
  rendered: string,
  fonts: FontCatalogue,
  image: ReturnType<typeof imageReader>,
): Promise<Outcome<StampBox | null>> {
  switch (drawing.kind) {
    case 'TEXT':
      return textBoxOf(drawing, rendered, fonts);
    case 'QR_CODE':
      return ok({ ...placeOf(drawing), kind: 'qr', payload: rendered });
    case 'CHECKBOX':
      return ok({ ...placeOf(drawing), kind: 'checkbox', checked: isTicked(rendered) });
    case 'IMAGE': {
      const key = rendered.trim().replace(/^\/+/, '');
      if (!key) return ok(null);
      const bytes = await image(key, number, drawing.page);
      return bytes.ok ? ok({ ...placeOf(drawing), kind: 'image', image: bytes.value }) : bytes;
    }
  }
}

/** A box as the stamper takes it: the face of its family and style, synthesised when the family lacks it. */
function textBoxOf(drawing: PdfDrawing, text: string, fonts: FontCatalogue): Outcome<StampBox> {
  const family = fonts.family(drawing.font.familyName);
  if (!family?.faces.REGULAR) return fail(PDF_DRAWING_ERRORS.unknownFont(drawing.font.familyName));
  const style = drawing.font.fontStyle;
  const wanted = style === 'BOLD' || style === 'ITALIC' || style === 'BOLD_ITALIC' ? style : 'REGULAR';
  const face =
    family.faces[wanted] ?? (wanted === 'BOLD_ITALIC' ? family.faces.BOLD : undefined) ?? family.faces.REGULAR;
  const fallback = fonts.fallback?.faces[wanted === 'BOLD' || wanted === 'BOLD_ITALIC' ? 'BOLD' : 'REGULAR'];
  return ok({
    ...placeOf(drawing),
    text,
    emSize: drawing.font.emSize,
    face,
    fallback: fallback ?? fonts.fallback?.faces.REGULAR,
    slant: (wanted === 'ITALIC' || wanted === 'BOLD_ITALIC') && face !== family.faces[wanted] && !family.faces.ITALIC,
    embolden: (wanted === 'BOLD' || wanted === 'BOLD_ITALIC') && !family.faces.BOLD && !family.faces.BOLD_ITALIC,
    underline: style === 'UNDERLINE',
    strikeout: style === 'STRIKEOUT',
  });
}

/**
 * Renders a PDF drawing template: its PDF with each box's Liquid rendered and written in the box;
 * passwordLiquid, when it renders to a password, encrypts the output.
 */
export async function renderPdfDrawing(
  deps: RenderDeps,
  template: TemplateRow,
  input: RenderInput | null | undefined,
  fonts: FontCatalogue = installedFonts(),
  /** Receives what rendered but may not be what the author meant (an unknown filter in a box). */
  warnings?: string[],
): Promise<Outcome<Uint8Array>> {
  const read = readContent(pdfDrawingTemplateContent, template);
  if (!read.ok) return read;
  const content = read.value;
  if (!content.fileKey) return fail(PDF_DRAWING_ERRORS.noFile);
  const boxes: StampBox[] = [];
  const image = imageReader(deps.files, template.tenantId);
  for (const [index, drawing] of drawingsOf(content).entries()) {
    const text = await deps.templates.renderLiquid({
      source: drawing.liquidSource,
      cacheKey: liquidCacheKey(template, `drawing:${drawing.id}`),
      input,
      tenant: template.tenantId,
      warnings,
    });
    if (!text.ok) return text;
    const box = await boxOf(drawing, index + 1, text.value, fonts, image);
    if (!box.ok) return box;
    if (box.value) boxes.push(box.value);
  }
  let encryptWith: string | undefined;
  if (content.passwordLiquid?.trim()) {
    const password = await deps.templates.renderLiquid({
      source: content.passwordLiquid,
      cacheKey: liquidCacheKey(template, 'passwordLiquid'),
      input,
      tenant: template.tenantId,
      warnings,
    });
    if (!password.ok) return password;
    encryptWith = password.value.trim() || undefined;
  }
  const pdf = await sourcePdf(deps.files, template.tenantId, content.fileKey);
  if (!pdf.ok) return pdf;
  const stamped = await deps.pdfStamper.stamp(
    {
      pdf: pdf.value,
      password: content.password ?? undefined,
      boxes,
      encryptWith,
    },
    template.tenantId,
  );
  if (!stamped.ok) return fail(stamped.problem);
  return ok(stamped.pdf);
}
