import { randomUUID } from 'node:crypto';
import {
  PDF_DRAWING_DEFAULTS,
  PDF_DRAWING_ERRORS,
  PDF_DRAWING_KINDS,
  PDF_DRAWING_LIMITS,
  PDF_FONT_STYLES,
  PDF_TEXT_ALIGNMENTS,
  PDF_VERTICAL_ALIGNMENTS,
  type PdfDrawingKind,
  type PdfDrawingTemplateContent,
  type PdfFontStyle,
  type PdfTextAlignment,
  type PdfVerticalAlignment,
  TEMPLATE_ERRORS,
} from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import type { Session } from '../../../../core/session';
import { type FontCatalogue, installedFonts } from '../../../../platform/render/pdf/fonts';
import type { TemplatesService } from '../../templates.service';

export const PDF_DRAWING_TYPE = 'pdfDrawing';

export type Point = { x: number; y: number };
export type DrawingFont = { familyName: string; emSize: number; fontStyle: PdfFontStyle };
/** A box; boxes stored before boxes had kinds read as text (the content's migration to version 2). */
export type PdfDrawing = NonNullable<PdfDrawingContent['drawings']>[number];
export type PdfDrawingContent = PdfDrawingTemplateContent;

type Maybe<T> = T | null | undefined;
export type DrawingInput = {
  kind?: Maybe<string>;
  page?: Maybe<number>;
  liquidSource?: Maybe<string>;
  point1?: Maybe<Point>;
  point2?: Maybe<Point>;
  textAlignment?: Maybe<string>;
  verticalAlignment?: Maybe<string>;
  font?: Maybe<{ familyName: string; emSize: number; fontStyle?: Maybe<string> }>;
};

export const drawingsOf = (content: PdfDrawingContent): PdfDrawing[] => content.drawings ?? [];

/** The family a new box gets: DejaVu Sans when installed, else the first installed family. */
const defaultFamily = (fonts: FontCatalogue) =>
  fonts.family(PDF_DRAWING_DEFAULTS.familyName) ? PDF_DRAWING_DEFAULTS.familyName : (fonts.names[0] ?? '');

const validPoint = (point: Point) =>
  [point.x, point.y].every(
    (value) => Number.isFinite(value) && value >= 0 && value <= PDF_DRAWING_LIMITS.maxCoordinate,
  );

/** The drawing with the input's fields applied and checked; only the fields given change. */
function applyInput(drawing: PdfDrawing, input: DrawingInput, fonts: FontCatalogue): Outcome<PdfDrawing> {
  const next: PdfDrawing = { ...drawing, font: { ...drawing.font } };
  if (input.page !== undefined && input.page !== null) {
    if (!Number.isInteger(input.page) || input.page < 1 || input.page > PDF_DRAWING_LIMITS.maxPage)
      return fail(PDF_DRAWING_ERRORS.invalidPage);
    next.page = input.page;
  }
  if (input.point1) next.point1 = { x: input.point1.x, y: input.point1.y };
  if (input.point2) next.point2 = { x: input.point2.x, y: input.point2.y };
  if (!validPoint(next.point1) || !validPoint(next.point2)) return fail(PDF_DRAWING_ERRORS.invalidPoint);
  if (next.point1.x === next.point2.x || next.point1.y === next.point2.y) return fail(PDF_DRAWING_ERRORS.emptyBox);
  if (input.liquidSource !== undefined) {
    const source = input.liquidSource ?? '';
    if (source.length > PDF_DRAWING_LIMITS.liquidSource)
      return fail(TEMPLATE_ERRORS.tooLong('liquidSource', PDF_DRAWING_LIMITS.liquidSource));
    next.liquidSource = source;
  }
  if (input.kind && (PDF_DRAWING_KINDS as readonly string[]).includes(input.kind))
    next.kind = input.kind as PdfDrawingKind;
  if (input.textAlignment && (PDF_TEXT_ALIGNMENTS as readonly string[]).includes(input.textAlignment))
    next.textAlignment = input.textAlignment as PdfTextAlignment;
  if (input.verticalAlignment && (PDF_VERTICAL_ALIGNMENTS as readonly string[]).includes(input.verticalAlignment))
    next.verticalAlignment = input.verticalAlignment as PdfVerticalAlignment;
  if (input.font) {
    const { familyName, emSize, fontStyle } = input.font;
    if (!Number.isInteger(emSize) || emSize < PDF_DRAWING_LIMITS.minEmSize || emSize > PDF_DRAWING_LIMITS.maxEmSize)
      return fail(PDF_DRAWING_ERRORS.invalidEmSize);
    if (!fonts.family(familyName)) return fail(PDF_DRAWING_ERRORS.unknownFont(familyName.slice(0, 100)));
    next.font = {
      familyName,
      emSize,
      fontStyle:
        fontStyle && (PDF_FONT_STYLES as readonly string[]).includes(fontStyle)
          ? (fontStyle as PdfFontStyle)
          : PDF_DRAWING_DEFAULTS.fontStyle,
    };
  }
  return ok(next);
}

/** Adding (also as a copy of an existing box), changing and removing boxes, under the template's lock. */
export function pdfDrawings(templates: TemplatesService, session: Session, fonts: FontCatalogue = installedFonts()) {
  const change = (templateId: string, edit: (drawings: PdfDrawing[]) => Outcome<PdfDrawing[]>) =>
    templates.update<PdfDrawingContent>(session, templateId, PDF_DRAWING_TYPE, {}, (content) => {
      const edited = edit(content.drawings ?? []);
      return edited.ok ? ok({ ...content, drawings: edited.value }) : edited;
    });

  return {
    async add(templateId: string, input: DrawingInput): Promise<Outcome<string>> {
      const id = randomUUID();
      const blank: PdfDrawing = {
        id,
        kind: 'TEXT',
        page: 1,
        liquidSource: '',
        point1: { x: 0, y: 0 },
        point2: { x: PDF_DRAWING_DEFAULTS.width, y: PDF_DRAWING_DEFAULTS.height },
        textAlignment: PDF_DRAWING_DEFAULTS.textAlignment,
        verticalAlignment: PDF_DRAWING_DEFAULTS.verticalAlignment,
        font: {
          familyName: defaultFamily(fonts),
          emSize: PDF_DRAWING_DEFAULTS.emSize,
          fontStyle: PDF_DRAWING_DEFAULTS.fontStyle,
        },
      };
      const changed = await change(templateId, (drawings) => {
        if (drawings.length >= PDF_DRAWING_LIMITS.drawings) return fail(PDF_DRAWING_ERRORS.tooManyDrawings);
        const drawing = applyInput(blank, input, fonts);
        return drawing.ok ? ok([...drawings, drawing.value]) : drawing;
      });
      return changed.ok ? ok(id) : changed;
    },
    update: (templateId: string, drawingId: string, input: DrawingInput) =>
      change(templateId, (drawings) => {
        const index = drawings.findIndex((drawing) => drawing.id === drawingId);
        const current = drawings[index];
        if (!current) return fail(PDF_DRAWING_ERRORS.drawingNotFound(drawingId.slice(0, 100)));
        const updated = applyInput(current, input, fonts);
        if (!updated.ok) return updated;
        return ok(drawings.map((drawing, at) => (at === index ? updated.value : drawing)));
      }),
    remove: (templateId: string, drawingId: string) =>
      change(templateId, (drawings) =>
        drawings.some((drawing) => drawing.id === drawingId)
          ? ok(drawings.filter((drawing) => drawing.id !== drawingId))
          : fail(PDF_DRAWING_ERRORS.drawingNotFound(drawingId.slice(0, 100))),
      ),
  };
}
