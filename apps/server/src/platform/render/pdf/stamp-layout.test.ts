import { describe, expect, it } from 'vitest';
import { atomsOf, layoutText } from './stamp-layout';

// Every character is `size` wide: widths are easy to reason about.
const measure = (text: string, size: number) => [...text].length * size;
const request = { width: 100, height: 100, size: 10, minSize: 4, lineHeight: 1.2, measure };

describe('laying out a box', () => {
  it('breaks words at spaces and CJK text between characters', () => {
    expect(atomsOf('Chan Tai 陳大文')).toEqual(['Chan', ' ', 'Tai', ' ', '陳', '大', '文']);
    expect(layoutText({ ...request, text: 'Chan Tai Man lives here' })?.lines).toEqual([
      'Chan Tai',
      'Man lives',
      'here',
    ]);
    expect(layoutText({ ...request, width: 50, text: '香港九龍彌敦道' })?.lines).toEqual(['香港九龍彌', '敦道']);
  });

  it('keeps line breaks and cuts a word wider than the box', () => {
    expect(layoutText({ ...request, text: 'a\n\nb' })?.lines).toEqual(['a', '', 'b']);
    expect(layoutText({ ...request, text: 'ABCDEFGHIJKLMNO' })?.lines).toEqual(['ABCDEFGHIJ', 'KLMNO']);
  });

  it('shrinks text that does not fit, and gives up below the smallest size', () => {
    const tall = layoutText({ ...request, height: 20, text: 'one two three four' });
    expect(tall?.size).toBeLessThan(10);
    expect((tall?.lines.length ?? 0) * (tall?.size ?? 0) * 1.2).toBeLessThanOrEqual(20);
    expect(layoutText({ ...request, height: 4, text: 'far too much text for a tiny box' })).toBeNull();
  });
});
