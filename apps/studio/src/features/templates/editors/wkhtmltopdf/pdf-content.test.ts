import { describe, expect, it } from 'vitest';
import { contentOf, isImageFile, millimetres, printSettingsOf } from './pdf-content';

describe('HTML to PDF working copy', () => {
  it('takes the spec defaults for what a template does not store', () => {
    const content = contentOf({ html: '<p>x</p>', marginSettings: { top: 25, left: null } });
    expect(content.marginSettings).toEqual({ top: 25, right: 0, bottom: 10, left: 0 });
    expect(content.orientation).toBe('PORTRAIT');
    expect(content.headerSettings).toMatchObject({ left: '', spacing: 0, line: false, fontSize: null });
    expect(contentOf(null).html).toBe('');
  });

  it('sends the settings in the API shapes', () => {
    const content = contentOf({
      orientation: 'LANDSCAPE',
      headerSettings: { right: 'Page [page] of [topage]', fontSize: 9, spacing: 4, line: true },
    });
    expect(printSettingsOf(content)).toMatchObject({
      orientation: 'LANDSCAPE',
      marginSettings: { top: 10, right: 0, bottom: 10, left: 0 },
      headerSettings: { right: 'Page [page] of [topage]', fontSize: 9, spacing: 4, line: true, fontName: null },
    });
  });

  it('takes JPG, JPEG and PNG images only, and margins as millimetres from 0', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg'].every(isImageFile)).toBe(true);
    expect(['d.gif', 'e.pdf', 'png'].some(isImageFile)).toBe(false);
    expect([millimetres('12.5'), millimetres('-3'), millimetres(''), millimetres('999')]).toEqual([12.5, 0, 0, 250]);
  });
});
