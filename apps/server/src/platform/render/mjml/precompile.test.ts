import mjml2html from 'mjml';
import { describe, expect, it } from 'vitest';
import { createLiquidRunner } from '../liquid/liquid-engine';
import { toLiquidSource } from '../liquid/liquid-renderer';
import { createEmailRunner, type EmailJob } from './email-job';
import { compileFirst, filledIn } from './precompile';

const email = (body: string, head = '') =>
  `<mjml>\n<mj-head>${head}</mj-head>\n<mj-body>\n<mj-section>\n<mj-column>\n${body}\n</mj-column>\n</mj-section>\n</mj-body>\n</mjml>`;

const RENEWAL = email(
  `<mj-text font-size="18px">Dear {{ data.name }},</mj-text>
  <mj-text>Your policy <b>{{ data.policy }}</b> ends on {{ data.end | date: '%d/%m/%Y' }}.</mj-text>
  <mj-table><tr><th>Insured</th></tr>{% for member in data.members %}<tr><td>{{ member }}</td></tr>{% endfor %}</mj-table>
  {% if data.vip %}<mj-raw><p>VIP</p></mj-raw>{% endif %}
  <mj-button href="https://example.test/renew/{{ data.policy }}">Renew {{ data.policy }}</mj-button>`,
  '<mj-preview>Policy {{ data.policy }}</mj-preview><mj-title>{{ data.name }}</mj-title>',
);

const COPIED_ONLY = email(
  `<mj-text font-size="18px">Dear {{ data.name }},</mj-text>
  <mj-text>Your policy <b>{{ data.policy }}</b> ends on {{ data.end | date: '%d/%m/%Y' }}.{% if data.vip %} Thank you for {{ data.years }} years.{% endif %}</mj-text>
  <mj-table><tr><th>Insured</th></tr>{% for member in data.members %}<tr><td>{{ member }}</td></tr>{% endfor %}</mj-table>
  <mj-image src="https://example.test/logo/{{ data.policy }}.png" alt="Logo of {{ data.name }}" />
  <mj-button href="https://example.test/renew/{{ data.policy }}">Renew {{ data.policy }}</mj-button>`,
  '<mj-preview>Policy {{ data.policy }}</mj-preview><mj-title>Renewal</mj-title>',
);

const compiles = async (source: string) => (await compileFirst(source)) !== null;

describe('which templates compile first', () => {
  it('takes Liquid in copied content and in copied attributes that hold text of their own', async () => {
    expect(await compiles(email('<mj-text>{{ data.name }}</mj-text>'))).toBe(true);
    expect(await compiles(email('<mj-image src="https://x.test/{{ data.logo }}" alt="Logo {{ data.alt }}" />'))).toBe(
      true,
    );
    expect(await compiles(COPIED_ONLY)).toBe(true);
  });

  it('refuses Liquid that MJML reads: structure, attributes it parses or tests, inlined styles', async () => {
    // A loop or condition around MJML elements: MJML must see the elements it produces.
    expect(await compiles(RENEWAL)).toBe(false);
    expect(await compiles(email('{% for x in data.list %}<mj-text>{{ x }}</mj-text>{% endfor %}'))).toBe(false);
    expect(await compiles(email('<mj-text padding="{{ data.pad }}">x</mj-text>'))).toBe(false);
    expect(await compiles(email('<mj-button background-color="{{ data.color }}">x</mj-button>'))).toBe(false);
    // An empty href turns the button into a paragraph.
    expect(await compiles(email('<mj-button href="{{ data.link }}">x</mj-button>'))).toBe(false);
    // The title is written twice, and the aria-label only when it is not empty.
    expect(await compiles(email('<mj-text>x</mj-text>', '<mj-title>{{ data.name }}</mj-title>'))).toBe(false);
    expect(
      await compiles(
        email('<mj-text>{{ data.html }}</mj-text>', '<mj-style inline="inline">p { color: red; }</mj-style>'),
      ),
    ).toBe(false);
    expect(await compiles(email('<mj-text>no Liquid at all</mj-text>'))).toBe(false);
  });
});

/** Data a real sender might pass: markup, quotes, ampersands, new lines, Chinese, empty and long lists. */
const DATA = [
  {
    name: 'Chan Tai Man',
    policy: 'P-1',
    end: '2026-12-31',
    members: ['Chan Tai Man', 'Wong Mei Ling'],
    vip: true,
    years: 3,
  },
  { name: '陳大文', policy: 'P-2', end: '2027-01-01', members: [], vip: false },
  {
    name: 'A & B <i>Ltd</i>',
    policy: 'P&3',
    end: '2027-02-28',
    members: ['"Quoted"', "O'Brien"],
    vip: true,
    years: 10,
  },
  {
    name: 'Line one\nline two',
    policy: 'P 4',
    end: 'not a date',
    members: Array.from({ length: 30 }, (_, i) => `m${i}`),
  },
  { name: '', policy: '', end: '', members: ['<tr>'] },
];

/** The full way: Liquid over the source, then MJML over the markup. */
async function fullWay(source: string, data: Record<string, unknown>) {
  const markup = createLiquidRunner()({ key: 'full', source }, { data });
  if (!markup.ok) throw new Error(markup.problem.message);
  return (await mjml2html(markup.value.text, { validationLevel: 'soft', keepComments: false, ignoreIncludes: true }))
    .html;
}

const job = (source: string, data: Record<string, unknown>): EmailJob => ({
  mjml: toLiquidSource({ source }) as EmailJob['mjml'],
  subject: null,
  data: { data },
  text: false,
});

describe('an email compiled first, then Liquid', () => {
  it('gives the same HTML as Liquid then MJML, for every kind of data', async () => {
    const compiled = await compileFirst(COPIED_ONLY);
    if (!compiled) throw new Error('the template should compile first');
    const liquid = createLiquidRunner();
    for (const data of DATA) {
      const fast = liquid({ key: 'compiled', source: compiled.html }, { data });
      if (!fast.ok) throw new Error(fast.problem.message);
      expect(filledIn(fast.value.text, compiled)).toBe(await fullWay(COPIED_ONLY, data));
    }
  });

  it('renders emails the fast way or the full way with the same HTML', async () => {
    const run = createEmailRunner();
    for (const source of [COPIED_ONLY, RENEWAL])
      for (const data of [...DATA, ...DATA]) {
        const answer = await run(job(source, data));
        if (!answer.ok) throw new Error(JSON.stringify(answer.problem));
        expect(answer.value.html).toBe(await fullWay(source, data));
      }
  });

  it('keeps the full way for a template whose first email disagrees, and says Liquid errors at the source', async () => {
    const run = createEmailRunner();
    // MJML drops comments from the markup, so a comment in the data makes the two ways differ.
    const source = email('<mj-text>{{ data.name }}</mj-text>');
    for (const data of [{ name: 'Chan <!-- hidden -->' }, { name: 'Wong' }, { name: 'Lee <!-- again -->' }]) {
      const answer = await run(job(source, data));
      if (!answer.ok) throw new Error(JSON.stringify(answer.problem));
      expect(answer.value.html).toBe(await fullWay(source, data));
    }
    const broken = await run(job(email('<mj-text>{{ data.name </mj-text>'), {}));
    expect(broken).toMatchObject({ ok: false, problem: { stage: 'liquid', error: { line: 6 } } });
  });
});
