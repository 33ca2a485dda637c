/** PDF drawing templates (spec 001 §3, §5, §8): the box limits, the font styles and the messages. */

export const PDF_FONT_STYLES = ['REGULAR', 'BOLD', 'ITALIC', 'BOLD_ITALIC', 'UNDERLINE', 'STRIKEOUT'] as const;
export type PdfFontStyle = (typeof PDF_FONT_STYLES)[number];
export const PDF_TEXT_ALIGNMENTS = ['LEFT', 'CENTER', 'RIGHT'] as const;
export type PdfTextAlignment = (typeof PDF_TEXT_ALIGNMENTS)[number];
export const PDF_VERTICAL_ALIGNMENTS = ['TOP', 'CENTER', 'BOTTOM'] as const;
export type PdfVerticalAlignment = (typeof PDF_VERTICAL_ALIGNMENTS)[number];
/** What a box draws: its rendered Liquid as text, the tenant's image file it names, a QR code of it, a checkbox. */
export const PDF_DRAWING_KINDS = ['TEXT', 'IMAGE', 'QR_CODE', 'CHECKBOX'] as const;
export type PdfDrawingKind = (typeof PDF_DRAWING_KINDS)[number];
/** A checkbox box is ticked when its rendered source, trimmed and in lower case, is one of these. */
export const PDF_CHECKBOX_TRUE = ['true', 'yes', 'y', '1', 'x', 'on', 'checked'] as const;

export const PDF_DRAWING_LIMITS = {
  /** Font sizes are whole points from 1 to 64 (spec 001 §5). */
  minEmSize: 1,
  maxEmSize: 64,
  drawings: 500,
  /** A box's text source, in characters. */
  liquidSource: 20_000,
  /** Page units: the largest page a PDF may have is 14 400 units on a side. */
  maxCoordinate: 14_400,
  maxPage: 10_000,
  /** Text that does not fit is made smaller, down to this size, before the render fails. */
  minShrinkSize: 4,
  /** An image file a box draws (PNG or JPEG), and all images of one render together, in bytes. */
  imageBytes: 8 * 1024 * 1024,
  imagesBytes: 32 * 1024 * 1024,
  /** The bytes a QR code holds at error correction level M. */
  qrBytes: 2331,
} as const;

export const PDF_DRAWING_DEFAULTS = {
  familyName: 'DejaVu Sans',
  emSize: 12,
  fontStyle: 'REGULAR' as PdfFontStyle,
  textAlignment: 'LEFT' as PdfTextAlignment,
  verticalAlignment: 'TOP' as PdfVerticalAlignment,
  width: 150,
  height: 24,
} as const;

export const PDF_DRAWING_MESSAGES = {
  updated: 'PDF drawing updated successfully',
} as const;

export const PDF_DRAWING_ERRORS = {
  drawingNotFound: (id: string) => ({ code: 'drawing_not_found', message: `There is no drawing ${id}.` }),
  tooManyDrawings: {
    code: 'too_many_drawings',
    message: `A PDF drawing template holds at most ${PDF_DRAWING_LIMITS.drawings} boxes.`,
  },
  invalidPage: {
    code: 'invalid_page',
    message: `The page must be a whole number from 1 to ${PDF_DRAWING_LIMITS.maxPage}.`,
  },
  invalidPoint: {
    code: 'invalid_point',
    message: `Box corners must be numbers from 0 to ${PDF_DRAWING_LIMITS.maxCoordinate}.`,
  },
  emptyBox: { code: 'empty_box', message: 'A box must have a width and a height.' },
  invalidEmSize: {
    code: 'invalid_em_size',
    message: `The font size must be a whole number from ${PDF_DRAWING_LIMITS.minEmSize} to ${PDF_DRAWING_LIMITS.maxEmSize}.`,
  },
  unknownFont: (family: string) => ({ code: 'unknown_font', message: `There is no font family ${family}.` }),
  noFile: { code: 'pdf_file_missing', message: 'Choose the PDF file of this template first.' },
  fileNotFound: (key: string) => ({ code: 'pdf_file_not_found', message: `There is no file ${key}.` }),
  pageOutOfRange: (page: number, pages: number) => ({
    code: 'page_out_of_range',
    message: `A box is on page ${page}, but the PDF has ${pages} page${pages === 1 ? '' : 's'}.`,
  }),
  passwordTooLong: (message: string) => ({ code: 'pdf_password_too_long', message }),
  imageNotFound: (index: number, page: number, key: string) => ({
    code: 'image_not_found',
    message: `The image of box ${index} on page ${page} is not a file: ${key}.`,
  }),
  imageTooLarge: (index: number, page: number) => ({
    code: 'image_too_large',
    message: `The image of box ${index} on page ${page} is larger than ${PDF_DRAWING_LIMITS.imageBytes / 1024 / 1024} MB, or the images of the drawing together are larger than ${PDF_DRAWING_LIMITS.imagesBytes / 1024 / 1024} MB.`,
  }),
  imageUnsupported: (index: number, page: number) => ({
    code: 'image_unsupported',
    message: `The image of box ${index} on page ${page} is not a PNG or JPEG image.`,
  }),
  qrTooLong: (index: number, page: number) => ({
    code: 'qr_too_long',
    message: `The QR code of box ${index} on page ${page} holds at most ${PDF_DRAWING_LIMITS.qrBytes} bytes.`,
  }),
  overflow: (index: number, page: number, minSize: number) => ({
    code: 'text_overflow',
    message: `The text of box ${index} on page ${page} does not fit its box, even at ${minSize} pt.`,
  }),
} as const;

/** Why an uploaded PDF is refused: too big, damaged, hostile or too slow to read. */
export const PDF_INPUT_ERRORS = {
  tooLarge: (maxBytes: number) => ({
    code: 'pdf_too_large',
    message: `The PDF is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  }),
  notPdf: { code: 'pdf_invalid', message: 'The file is not a PDF.' },
  truncated: { code: 'pdf_truncated', message: 'The PDF is truncated or damaged: it has no end of file marker.' },
  damaged: { code: 'pdf_damaged', message: 'The PDF is damaged and cannot be read.' },
  xrefWidth: {
    code: 'pdf_xref_width',
    message: 'The PDF is refused: a cross-reference stream declares field widths beyond 8 bytes.',
  },
  bomb: (maxMb: number) => ({
    code: 'pdf_decompression_bomb',
    message: `The PDF is refused: a compressed stream expands beyond ${maxMb} MB.`,
  }),
  tooManyPages: (max: number) => ({ code: 'pdf_too_many_pages', message: `The PDF has more than ${max} pages.` }),
  timeout: (ms: number) => ({ code: 'pdf_timeout', message: `The PDF took longer than ${ms} ms to process.` }),
  memory: { code: 'pdf_memory', message: 'The PDF needed more memory than allowed to process.' },
  busy: { code: 'pdf_busy', message: 'The PDF renderer is busy, please try again in a moment.' },
  encrypted: {
    code: 'pdf_encrypted',
    message: 'The PDF is protected by a password: set the right password in the settings.',
  },
} as const;
