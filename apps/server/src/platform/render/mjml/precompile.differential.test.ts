import { describe, expect, it } from 'vitest';
import { createLiquidRunner } from '../liquid/liquid-engine';
import { toLiquidSource } from '../liquid/liquid-renderer';
import { createEmailRunner, type EmailJob } from './email-job';
import { compileMjml } from './mjml-engine';
import { compileFirst, filledIn } from './precompile';
import { publicMjmlTemplates, withLiquid } from './public-templates.testing';

/**
 * The compiled-first shortcut against the full way (Liquid, then MJML) over templates shaped like the
 * public ones authors start from (mjmlio/email-templates: newsletter, receipt, welcome, with MJML's
 * default web fonts and an mj-font), with hostile data: quotes, closing tags, comments, font names.
 */
const TEMPLATES: Record<string, string> = {
  newsletter: `<mjml>
  <mj-head>
    <mj-title>Newsletter</mj-title>
    <mj-attributes><mj-all font-family="Roboto, Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#F4F4F4">
    <mj-section background-color="#ffffff" padding="20px">
      <mj-column>
        <mj-image width="120px" src="https://cdn.example.test/{{ data.logo }}.png" alt="Logo of {{ data.company }}" />
        <mj-text font-size="22px" color="#333">Hello {{ data.name }},</mj-text>
        <mj-text>{{ data.intro }}</mj-text>
        <mj-button href="https://example.test/p/{{ data.policy }}" title="Policy {{ data.policy }}">Open {{ data.policy }}</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`,
  receipt: `<mjml>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text font-size="18px">Receipt for {{ data.name }}</mj-text>
        <mj-table>
          <tr><th>Member 成員</th><th>Relationship 關係</th></tr>
          {% for member in data.members %}<tr><td>{{ member }}</td><td>{{ data.relation }}</td></tr>{% endfor %}
        </mj-table>
        <mj-text><a href="https://example.test/r/{{ data.policy }}">{{ data.policy }}</a> {{ data.intro }}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`,
  welcome: `<mjml>
  <mj-head>
    <mj-font name="Raleway" href="https://fonts.example.test/raleway.css" />
    <mj-preview>Welcome {{ data.name }}</mj-preview>
  </mj-head>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text font-family="Arial">Welcome, {{ data.name }}!</mj-text>
        <mj-raw><p>{{ data.intro }}</p></mj-raw>
        <mj-image src="https://cdn.example.test/banner.png?for={{ data.logo }}" alt="Banner {{ data.company }}" title="x {{ data.company }}" />
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`,
};

const HOSTILE = [
  'P-1004" style="color:red',
  "O'Brien",
  'A & B &amp; C',
  '<b>bold</b>',
  '</mj-text><mj-text>injected',
  '</mj-button>',
  'hidden <!-- comment -->',
  '<![CDATA[ x ]]>',
  '<style>p{}',
  '<span style="font-family: Roboto">Roboto</span>',
  '<span style="font-family: Lato">x</span>',
  'Raleway',
  'ubuntu',
  'font-family:',
  ' a "quoted" word ',
  '\u00a0spaced\u00a0',
  'line\nbreak',
  '陳大文',
  '',
  'carrierliquidcopy0z',
  'x > y < z',
  '<b title="left open',
  'an <i',
  '<a href="https://x.test/?a=1&b=2" class=link>link</a>',
  '</p></td></tr>',
  'https://x.test/a" onclick="alert(1)',
  "alt' title='y",
  'a "b" \'c\' &quot;d&quot;',
  '<p style="font-family: Open Sans, sans-serif">x</p>',
  '<span style="font-family:\'Droid Sans\'">x</span>',
  '<div style="font-family: Ubuntu">x</div>',
  '</mj-button>after',
  '</mj-raw>',
  '</mj-table><mj-text>x',
  '</mj-preview>',
  '</mj-column></mj-section>',
  '{{ data.v0 }}',
  '{% raw %}',
  '<img src="/x.png" alt="a \'b\'">',
  '<br/>',
  '<mj-text>inner</mj-text>',
];
const SAFE = ['Chan Tai Man', 'P-1004', 'logo-7', 'Carrier Ltd', 'Your policy renews soon.', 'Spouse'];

/** A small seeded generator (mulberry32), so a failure names data that can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dataSet(random: () => number) {
  const pick = () => {
    const list = random() < 0.5 ? HOSTILE : SAFE;
    return list[Math.floor(random() * list.length)] ?? '';
  };
  return {
    name: pick(),
    intro: pick(),
    policy: pick(),
    logo: pick(),
    company: pick(),
    relation: pick(),
    members: [pick(), pick()],
  };
}

/** Data for the public templates' variables (v0 to v5, members): each value hostile at `hostileShare`. */
function publicDataSet(random: () => number, hostileShare: number) {
  const pick = () => {
    const list = random() < hostileShare ? HOSTILE : SAFE;
    return list[Math.floor(random() * list.length)] ?? '';
  };
  const members = Array.from({ length: Math.floor(random() * 3) }, pick);
  return { v0: pick(), v1: pick(), v2: pick(), v3: pick(), v4: pick(), v5: pick(), members };
}

async function fullWay(source: string, data: Record<string, unknown>) {
  const markup = createLiquidRunner()({ key: 'full', source }, { data });
  if (!markup.ok) throw new Error(markup.problem.message);
  return (await compileMjml(markup.value.text, { text: false })).html;
}

const job = (source: string, data: Record<string, unknown>): EmailJob => ({
  mjml: toLiquidSource({ source }) as EmailJob['mjml'],
  subject: null,
  data: { data },
  text: false,
});

describe('the compiled-first shortcut, against Liquid then MJML', () => {
  it('compiles each template first and takes the shortcut for plain data', async () => {
    const liquid = createLiquidRunner();
    for (const [name, source] of Object.entries(TEMPLATES)) {
      const compiled = await compileFirst(source);
      expect(compiled, name).not.toBeNull();
      if (!compiled) continue;
      const data = { name: 'Chan', intro: 'Hi', policy: 'P-1', logo: 'l', company: 'C', relation: 'S', members: ['M'] };
      const fast = liquid({ key: name, source: compiled.html }, { data });
      if (!fast.ok) throw new Error(fast.problem.message);
      expect(filledIn(fast.value.text, compiled), name).toBe(await fullWay(source, data));
    }
  });

  it('sends the same HTML as the full way for every hostile data set, or does not take the shortcut', async () => {
    const random = seeded(26);
    // Plain data first: the template's first email verifies the shortcut, so the hostile ones below use it.
    const plain = { name: 'Chan', intro: 'Hi', policy: 'P-1', logo: 'l', company: 'C', relation: 'S', members: [] };
    const liquid = createLiquidRunner();
    let shortcuts = 0;
    let renders = 0;
    for (const [name, source] of Object.entries(TEMPLATES)) {
      const run = createEmailRunner();
      const compiled = await compileFirst(source);
      if (!compiled) throw new Error(`${name} should compile first`);
      for (const data of [plain, ...Array.from({ length: 150 }, () => dataSet(random))]) {
        const answer = await run(job(source, data));
        // Data can break the markup itself: the email then fails as the full way does.
        const full = await fullWay(source, data).catch((error: Error) => ({ failed: error.message }));
        const sent = answer.ok ? answer.value.html : { failed: 'message' in answer.problem && answer.problem.message };
        expect(sent, `${name} with ${JSON.stringify(data)}`).toEqual(full);
        const fast = liquid({ key: name, source: compiled.html }, { data });
        renders += 1;
        if (fast.ok && filledIn(fast.value.text, compiled) !== null) shortcuts += 1;
      }
    }
    // Not a test of nothing: many of these emails take the shortcut, and the dangerous ones do not.
    expect(shortcuts).toBeGreaterThan(renders / 5);
    expect(shortcuts).toBeLessThan(renders);
  });

  it('gives the bytes of Liquid then MJML over real public templates with hostile data, or is not taken', async () => {
    const templates = publicMjmlTemplates();
    expect(templates.length).toBeGreaterThanOrEqual(25);
    const random = seeded(2026);
    const liquid = createLiquidRunner();
    const mismatches: string[] = [];
    let compiledFirst = 0;
    let shortcuts = 0;
    let renders = 0;
    for (const [index, template] of templates.entries()) {
      const source = withLiquid(template.source, index);
      const compiled = await compileFirst(source);
      if (compiled) compiledFirst += 1;
      // Mostly hostile data, and a third of mostly plain data in which one hostile value hides.
      for (const data of Array.from({ length: 36 }, (_, set) => publicDataSet(random, set % 3 ? 0.6 : 0.1))) {
        renders += 1;
        if (!compiled) continue;
        const fast = liquid({ key: template.name, source: compiled.html }, { data });
        const html = fast.ok ? filledIn(fast.value.text, compiled) : null;
        if (html === null) continue;
        shortcuts += 1;
        const full = await fullWay(source, data).catch((error: Error) => `failed: ${error.message}`);
        if (html !== full) mismatches.push(`${template.name} with ${JSON.stringify(data)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Not a test of nothing: many templates compile first, and many of their emails take the shortcut.
    expect(compiledFirst).toBeGreaterThanOrEqual(templates.length / 3);
    expect(shortcuts).toBeGreaterThan(renders / 5);
  });

  it('does not take the shortcut for the cases seen in issue 26', async () => {
    const liquid = createLiquidRunner();
    const compiled = await compileFirst(TEMPLATES.newsletter as string);
    if (!compiled) throw new Error('the newsletter should compile first');
    const base = { name: 'Chan', intro: 'Hi', policy: 'P-1', logo: 'l', company: 'C', members: [] };
    for (const change of [
      { policy: 'P-1004" style="color:red' },
      { intro: '<span style="font-family: Lato">x</span>' },
      { intro: 'a</mj-text>b' },
    ]) {
      const fast = liquid({ key: 'newsletter', source: compiled.html }, { data: { ...base, ...change } });
      if (!fast.ok) throw new Error(fast.problem.message);
      expect(filledIn(fast.value.text, compiled), JSON.stringify(change)).toBeNull();
    }
  });
});
