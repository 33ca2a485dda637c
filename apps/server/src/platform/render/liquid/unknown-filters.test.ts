import { templateMessageOf } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import { createLiquidRunner } from './liquid-engine';

const run = createLiquidRunner();
let keys = 0;
const render = (source: string, data: Record<string, unknown> = {}) => run({ key: `test:${keys++}`, source }, data);

describe('unknown Liquid filters', () => {
  it('renders as before and warns of each unknown filter, naming it and where it is written', () => {
    const source = 'Dear {{ data.name | shout }},\n{% if data.vip %}{{ data.name | upcase | sparkle: 2 }}{% endif %}';
    const answer = render(source, { data: { name: 'Ann', vip: true } });
    expect(answer).toEqual({
      ok: true,
      value: {
        text: 'Dear Ann,\nANN',
        warnings: [
          { line: 1, column: 21, message: 'Unknown filter "shout": the value passes through it unchanged.' },
          { line: 2, column: 42, message: 'Unknown filter "sparkle": the value passes through it unchanged.' },
        ],
      },
    });
  });

  it('finds them in assign, capture, for and liquid tags too', () => {
    const source = [
      '{% assign a = "x" | one %}',
      '{% capture b %}{{ a | two }}{% endcapture %}',
      '{% for i in (1..2) %}{{ i | three }}{% endfor %}',
      '{% liquid\necho a | four\n%}',
    ].join('\n');
    const answer = render(source);
    expect(answer.ok && answer.value.warnings?.map((warning) => warning.message.split('"')[1])).toEqual([
      'one',
      'two',
      'three',
      'four',
    ]);
  });

  it('says nothing of known filters', () => {
    expect(render('{{ "a,b" | split: "," | join: "-" | upcase | default: "none" }}')).toEqual({
      ok: true,
      value: { text: 'A-B' },
    });
  });
});

describe("the studio's names for Liquid's own messages", () => {
  it.each([
    ['{{ data.name', 'liquid_not_closed'],
    ['{% nope %}', 'liquid_unknown_tag'],
    ['{% if %}x{% endif %}', 'liquid_invalid_expression'],
    ['{% assign %}', 'liquid_syntax'],
    ['{{ "a" | append "b" }}', 'liquid_syntax'],
    ['{% if a %}{% else %}{% else %}{% endif %}', 'liquid_syntax'],
    ['{{ a[ }}', 'liquid_syntax'],
    ['{{ (1..) }}', 'liquid_value_expected'],
    ['{% for i in (1..100000000) %}{% for j in (1..100000000) %}{% endfor %}{% endfor %}', 'render_memory_limit'],
    ['{% include "other" %}', 'liquid_include_refused'],
  ])('%s fails with a message the studio knows (%s)', (source, code) => {
    const answer = render(source);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(templateMessageOf(answer.problem.message)?.code, answer.problem.message).toBe(code);
  });
});
