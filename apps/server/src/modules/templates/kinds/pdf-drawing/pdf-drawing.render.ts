import { DEFAULT_BUCKET, PDF_DRAWING_ERRORS, PDF_INPUT_ERRORS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import type { FontCatalogue } from '../../../../platform/render/pdf/fonts';
import { installedFonts } from '../../../../platform/render/pdf/fonts';
import { PDF_LIMITS } from '../../../../platform/render/pdf/pdf-limits';
import type { PdfStamper, StampBox } from '../../../../platform/render/pdf/stamp-renderer';
import type { FilesService } from '../../../files/files.service';
import type { TemplateRow } from '../../template-kind';
import { liquidCacheKey, type RenderInput, type TemplatesService } from '../../templates.service';
import { contentOf, drawingsOf, type PdfDrawing } from './pdf-drawing.service';

type RenderDeps = { templates: TemplatesService; files: FilesService; pdfStamper: PdfStamper };

/**
 * The uploaded PDFs last stamped, by stored object (an object's bytes never change: a new upload is a
 * new object), so repeated renders of a template do not read storage again. Bounded by bytes.
 */
const SOURCE_CACHE_BYTES = 64 * 1024 * 1024;
const sources = new Map<string, Uint8Array>();
let cachedBytes = 0;
function remember(key: string, bytes: Uint8Array) {
  if (bytes.byteLength > SOURCE_CACHE_BYTES / 4) return;
  sources.set(key, bytes);
  cachedBytes += bytes.byteLength;
  for (const [oldest, value] of sources) {
    if (cachedBytes <= SOURCE_CACHE_BYTES) break;
    sources.delete(oldest);
    cachedBytes -= value.byteLength;
  }
}

/** The template's PDF from the file service (default bucket), within the size limit. */
async function sourcePdf(files: FilesService, tenantId: string, fileKey: string): Promise<Outcome<Uint8Array>> {
  const entry = await files.findFile(tenantId, DEFAULT_BUCKET, fileKey);
  if (!entry?.objectId) return fail(PDF_DRAWING_ERRORS.fileNotFound(fileKey.slice(0, 300)));
  if (entry.size > PDF_LIMITS.maxBytes) return fail(PDF_INPUT_ERRORS.tooLarge(PDF_LIMITS.maxBytes));
  const key = `${tenantId}:${entry.bucketName}:${entry.objectId}`;
  const cached = sources.get(key);
  if (cached) {
    sources.delete(key);
    sources.set(key, cached);
    return ok(cached);
  }
  const stream = await files.readFile(entry);
  if (!stream) return fail(PDF_DRAWING_ERRORS.fileNotFound(fileKey.slice(0, 300)));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > PDF_LIMITS.maxBytes) {
      stream.destroy();
      return fail(PDF_INPUT_ERRORS.tooLarge(PDF_LIMITS.maxBytes));
    }
    chunks.push(chunk as Buffer);
  }
  const bytes = new Uint8Array(Buffer.concat(chunks));
  remember(key, bytes);
  return ok(bytes);
}

/** A box as the stamper takes it: the face of its family and style, synthesised when the family lacks it. */
function boxOf(drawing: PdfDrawing, text: string, fonts: FontCatalogue): Outcome<StampBox> {
  const family = fonts.family(drawing.font.familyName);
  if (!family?.faces.REGULAR) return fail(PDF_DRAWING_ERRORS.unknownFont(drawing.font.familyName));
  const style = drawing.font.fontStyle;
  const wanted = style === 'BOLD' || style === 'ITALIC' || style === 'BOLD_ITALIC' ? style : 'REGULAR';
  const face =
    family.faces[wanted] ?? (wanted === 'BOLD_ITALIC' ? family.faces.BOLD : undefined) ?? family.faces.REGULAR;
  const fallback = fonts.fallback?.faces[wanted === 'BOLD' || wanted === 'BOLD_ITALIC' ? 'BOLD' : 'REGULAR'];
  return ok({
    page: drawing.page,
    x1: drawing.point1.x,
    y1: drawing.point1.y,
    x2: drawing.point2.x,
    y2: drawing.point2.y,
    text,
    textAlignment: drawing.textAlignment,
    verticalAlignment: drawing.verticalAlignment,
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
): Promise<Outcome<Uint8Array>> {
  const content = contentOf(template);
  if (!content.fileKey) return fail(PDF_DRAWING_ERRORS.noFile);
  const boxes: StampBox[] = [];
  for (const drawing of drawingsOf(template)) {
    const text = await deps.templates.renderLiquid({
      source: drawing.liquidSource,
      cacheKey: liquidCacheKey(template, `drawing:${drawing.id}`),
      input,
      tenant: template.tenantId,
    });
    if (!text.ok) return text;
    const box = boxOf(drawing, text.value, fonts);
    if (!box.ok) return box;
    boxes.push(box.value);
  }
  let encryptWith: string | undefined;
  if (content.passwordLiquid?.trim()) {
    const password = await deps.templates.renderLiquid({
      source: content.passwordLiquid,
      cacheKey: liquidCacheKey(template, 'passwordLiquid'),
      input,
      tenant: template.tenantId,
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
