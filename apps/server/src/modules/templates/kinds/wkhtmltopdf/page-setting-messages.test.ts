import { templateMessageOf } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import { HTML_PDF_ERRORS, MAX_MARGIN_MM } from './wkhtmltopdf.service';

// The studio words these refusals in the user's language by the code `templateMessageOf` names.
describe('the HTML-to-PDF page-setting refusals', () => {
  it('are named by their code, with the parts the studio quotes', () => {
    expect(templateMessageOf(HTML_PDF_ERRORS.noRoom('A4 landscape', 297, 210).message)).toEqual({
      code: 'margins_no_room',
      params: { paper: 'A4', width: '297', height: '210' },
    });
    expect(templateMessageOf(HTML_PDF_ERRORS.noRoom('LETTER', 216, 279).message)?.params.paper).toBe('LETTER');
    for (const side of ['top', 'right', 'bottom', 'left'])
      expect(templateMessageOf(HTML_PDF_ERRORS.negativeMargin(side).message)).toEqual({
        code: 'margin_out_of_range',
        params: { side, max: String(MAX_MARGIN_MM) },
      });
  });
});
