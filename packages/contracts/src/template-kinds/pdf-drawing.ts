import { z } from 'zod';
import {
  PDF_DRAWING_KINDS,
  PDF_FONT_STYLES,
  PDF_TEXT_ALIGNMENTS,
  PDF_VERTICAL_ALIGNMENTS,
  type PdfDrawingKind,
} from '../pdf-drawing';
import { defineTemplateContent, UNVERSIONED_CONTENT } from '../template-content';

const point = z.object({ x: z.number(), y: z.number() });
const drawing = z.object({
  id: z.string(),
  kind: z.enum(PDF_DRAWING_KINDS),
  page: z.number().int(),
  liquidSource: z.string(),
  point1: point,
  point2: point,
  textAlignment: z.enum(PDF_TEXT_ALIGNMENTS),
  verticalAlignment: z.enum(PDF_VERTICAL_ALIGNMENTS),
  font: z.object({ familyName: z.string(), emSize: z.number(), fontStyle: z.enum(PDF_FONT_STYLES) }),
});

const TEXT: PdfDrawingKind = 'TEXT';

/** A PDF drawing template's content: the uploaded PDF's file key, its password, the boxes drawn on it. */
export const pdfDrawingTemplateContent = defineTemplateContent({
  version: 2,
  schema: z.looseObject({
    fileKey: z.string().nullish(),
    password: z.string().nullish(),
    passwordLiquid: z.string().nullish(),
    drawings: z.array(drawing).optional(),
  }),
  migrations: [
    UNVERSIONED_CONTENT,
    {
      // Boxes drawn before boxes had kinds are text boxes.
      to: 2,
      up: (content) =>
        Array.isArray(content.drawings) && content.drawings.some((box) => isObject(box) && !('kind' in box))
          ? {
              ...content,
              drawings: content.drawings.map((box) =>
                isObject(box) && !('kind' in box) ? { ...box, kind: TEXT } : box,
              ),
            }
          : content,
    },
  ],
});
export type PdfDrawingTemplateContent = z.output<typeof pdfDrawingTemplateContent.schema>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
