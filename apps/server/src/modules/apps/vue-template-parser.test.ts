import { afterAll, describe, expect, it } from 'vitest';
import { templateShapeProblem } from './vue-compiler';
import { createVueTemplateParser } from './vue-template-parser';

const vue = { framework: 'vue', version: '2.6.11' };

describe('Vue template parsing in a worker thread', () => {
  const parser = createVueTemplateParser({ hardTimeoutMs: 1000 });
  afterAll(() => parser.close());

  it('answers the tree of a template', async () => {
    const answer = await parser.parse({ ...vue, template: '<j-box><j-text>Hi</j-text></j-box>' });
    expect(answer).toMatchObject({ ok: true, value: { tag: 'j-box', children: [{ tag: 'j-text' }] } });
  });

  it('stops a template that keeps the compiler busy, and parses the next one', async () => {
    // 30,000 unclosed '{{' in one text: the compiler's interpolation search is quadratic (several seconds).
    const busy = await parser.parse({ ...vue, template: `<j-box>${'{{'.repeat(30_000)}</j-box>` });
    expect(busy).toEqual({
      ok: false,
      problem: {
        code: 'invalid_template',
        message: 'The template cannot be read: reading it took longer than 1000 ms',
      },
    });
    expect(await parser.parse({ ...vue, template: '<j-box />' })).toMatchObject({ ok: true });
  });
});

describe('templateShapeProblem', () => {
  it('counts nesting as the compiler does: void, self-closing and re-opened elements do not nest', () => {
    const siblings = `<j-box>${'<br><img src="a"><j-text/><li>x'.repeat(100)}</j-box>`;
    expect(templateShapeProblem(siblings)).toBeNull();
    expect(templateShapeProblem(`${'<div>'.repeat(60)}${'</div>'.repeat(60)}`)).toBeNull();
    expect(templateShapeProblem(`${'<div>'.repeat(61)}${'</div>'.repeat(61)}`)).toBe('it nests deeper than 60 levels');
  });
});
