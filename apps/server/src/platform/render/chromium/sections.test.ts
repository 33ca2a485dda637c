import { describe, expect, it } from 'vitest';
import { placeHeadings, sectionRanges, sectionsByPage } from './sections';

const s = (section: string, subsection = '', subsubsection = '') => ({ section, subsection, subsubsection });

describe('sections per page', () => {
  it('keeps the last heading of each level up to the page; a new heading clears the levels below', () => {
    const pages = sectionsByPage(
      [
        { level: 1, title: 'A', page: 0 },
        { level: 2, title: 'A.1', page: 0 },
        { level: 3, title: 'A.1.a', page: 1 },
        { level: 2, title: 'A.2', page: 3 },
        { level: 4, title: 'ignored', page: 3 },
        { level: 1, title: 'B', page: 4 },
      ],
      6,
    );
    expect(pages).toEqual([
      s('A', 'A.1'),
      s('A', 'A.1', 'A.1.a'),
      s('A', 'A.1', 'A.1.a'),
      s('A', 'A.2'),
      s('B'),
      s('B'),
    ]);
    expect(sectionRanges(pages)).toEqual([
      { first: 1, last: 1, sections: s('A', 'A.1') },
      { first: 2, last: 3, sections: s('A', 'A.1', 'A.1.a') },
      { first: 4, last: 4, sections: s('A', 'A.2') },
      { first: 5, last: 6, sections: s('B') },
    ]);
    expect(sectionsByPage([], 2)).toEqual([s(''), s('')]);
  });

  it('places DOM headings on the outline entries of the same text, in order', () => {
    const placed = placeHeadings(
      [
        { level: 1, title: 'Intro' },
        { level: 3, title: ' Deep\n part ' },
        { level: 2, title: 'Not in the outline' },
        { level: 1, title: 'Intro' },
      ],
      [
        { title: 'Intro', page: 0 },
        { title: 'Deep part', page: 2 },
        { title: 'Intro', page: 4 },
      ],
    );
    expect(placed).toEqual([
      { level: 1, title: 'Intro', page: 0 },
      { level: 3, title: 'Deep part', page: 2 },
      { level: 1, title: 'Intro', page: 4 },
    ]);
  });
});
