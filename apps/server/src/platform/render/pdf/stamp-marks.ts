import { type PDFDocument, type PDFImage, type PDFPage, rgb } from '@cantoo/pdf-lib';
import { PDF_DRAWING_ERRORS, PDF_DRAWING_LIMITS } from '@carrier/contracts';
import qrcode from 'qrcode-generator';
import type { Problem } from '../../../core/outcome';

/** Where a box is on its page: corners in page units (origin top left, y down) and how content sits in it. */
export type BoxPlace = {
  page: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  textAlignment: 'LEFT' | 'CENTER' | 'RIGHT';
  verticalAlignment: 'TOP' | 'CENTER' | 'BOTTOM';
};
/** A box that draws no text: an image file's bytes, a QR code of a payload, a checkbox. */
export type MarkBox = BoxPlace &
  ({ kind: 'image'; image: Uint8Array } | { kind: 'qr'; payload: string } | { kind: 'checkbox'; checked: boolean });

const black = rgb(0, 0, 0);
const white = rgb(1, 1, 1);
const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** The dark modules of the QR code of `payload` (UTF-8, error correction M), or null when it is too long. */
export function qrModules(payload: string): boolean[][] | null {
  const bytes = Buffer.from(payload, 'utf8');
  if (bytes.byteLength > PDF_DRAWING_LIMITS.qrBytes) return null;
  const code = qrcode(0, 'M');
  // Byte mode takes each character's low byte: a binary string carries the UTF-8 bytes as they are.
  code.addData(bytes.toString('latin1'), 'Byte');
  code.make();
  const count = code.getModuleCount();
  return Array.from({ length: count }, (_, row) =>
    Array.from({ length: count }, (_, column) => code.isDark(row, column)),
  );
}

/** The PDF-space rectangle of a `width` x `height` block placed in the box by its alignments. */
function placeIn(page: PDFPage, box: BoxPlace, width: number, height: number) {
  const left = Math.min(box.x1, box.x2);
  const top = Math.min(box.y1, box.y2);
  const boxWidth = Math.abs(box.x2 - box.x1);
  const boxHeight = Math.abs(box.y2 - box.y1);
  const free = { x: boxWidth - width, y: boxHeight - height };
  const dx = box.textAlignment === 'RIGHT' ? free.x : box.textAlignment === 'CENTER' ? free.x / 2 : 0;
  const dy = box.verticalAlignment === 'BOTTOM' ? free.y : box.verticalAlignment === 'CENTER' ? free.y / 2 : 0;
  const crop = page.getCropBox();
  return { x: crop.x + left + dx, y: crop.y + crop.height - (top + dy + height), width, height };
}

const sideOf = (box: BoxPlace) => Math.min(Math.abs(box.x2 - box.x1), Math.abs(box.y2 - box.y1));

/** A QR code as one rectangle per run of dark modules, on white with a two-module quiet zone. */
function drawQr(page: PDFPage, box: BoxPlace & { payload: string }, number: number): Problem | null {
  if (box.payload === '') return null;
  const modules = qrModules(box.payload);
  if (!modules) return PDF_DRAWING_ERRORS.qrTooLong(number, box.page);
  const quiet = 2;
  const area = placeIn(page, box, sideOf(box), sideOf(box));
  const unit = area.width / (modules.length + quiet * 2);
  page.drawRectangle({ ...area, color: white });
  for (const [row, line] of modules.entries()) {
    let column = 0;
    while (column < line.length) {
      if (!line[column]) {
        column++;
        continue;
      }
      const start = column;
      while (line[column]) column++;
      page.drawRectangle({
        x: area.x + (quiet + start) * unit,
        y: area.y + area.height - (quiet + row + 1) * unit,
        width: (column - start) * unit,
        height: unit,
        color: black,
      });
    }
  }
  return null;
}

/** A square outline, with a tick in it when checked. */
function drawCheckbox(page: PDFPage, box: BoxPlace & { checked: boolean }) {
  const side = sideOf(box);
  const area = placeIn(page, box, side, side);
  const thickness = Math.max(0.5, side / 12);
  const inset = thickness / 2;
  page.drawRectangle({
    x: area.x + inset,
    y: area.y + inset,
    width: side - thickness,
    height: side - thickness,
    borderColor: black,
    borderWidth: thickness,
  });
  if (!box.checked) return;
  const at = (x: number, y: number) => ({ x: area.x + x * side, y: area.y + y * side });
  const tick = { thickness: thickness * 1.5, color: black };
  page.drawLine({ start: at(0.22, 0.52), end: at(0.42, 0.28), ...tick });
  page.drawLine({ start: at(0.42, 0.28), end: at(0.8, 0.74), ...tick });
}

/** An image scaled to fit the box whole (aspect kept), placed by the box's alignments. */
async function drawImage(
  document: PDFDocument,
  page: PDFPage,
  box: BoxPlace & { image: Uint8Array },
  number: number,
  images: Map<Uint8Array, PDFImage>,
): Promise<Problem | null> {
  let image = images.get(box.image);
  if (!image) {
    try {
      if (startsWith(box.image, PNG)) image = await document.embedPng(box.image);
      else if (startsWith(box.image, JPEG)) image = await document.embedJpg(box.image);
    } catch {
      image = undefined;
    }
    if (!image) return PDF_DRAWING_ERRORS.imageUnsupported(number, box.page);
    images.set(box.image, image);
  }
  const boxWidth = Math.abs(box.x2 - box.x1);
  const boxHeight = Math.abs(box.y2 - box.y1);
  const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
  page.drawImage(image, placeIn(page, box, image.width * scale, image.height * scale));
  return null;
}

/**
 * Draws a box that is not text. `images` keeps each image embedded once per document (boxes naming
 * the same file share its bytes, and the worker message keeps them one array).
 */
export function drawMark(
  document: PDFDocument,
  page: PDFPage,
  box: MarkBox,
  number: number,
  images: Map<Uint8Array, PDFImage>,
): Promise<Problem | null> | Problem | null {
  switch (box.kind) {
    case 'image':
      return drawImage(document, page, box, number, images);
    case 'qr':
      return drawQr(page, box, number);
    case 'checkbox':
      drawCheckbox(page, box);
      return null;
  }
}
