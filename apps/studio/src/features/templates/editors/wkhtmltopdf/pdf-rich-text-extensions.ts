import { richTextExtensions } from '../rich-text/rich-text-extensions';
import { FileImage } from './file-image';

/**
 * Images inline, as the HTML-to-PDF body shows them (the file picker's and pasted ones); private files
 * of our file service show with the signed-in user's token.
 */
export const PDF_IMAGES = [FileImage.configure({ inline: true, allowBase64: true })];

/** Everything the HTML-to-PDF rich-text editor runs: what it can hold is decided by these. */
export const PDF_RICH_TEXT_EXTENSIONS = richTextExtensions(PDF_IMAGES);
