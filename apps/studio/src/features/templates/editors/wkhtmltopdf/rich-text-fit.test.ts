import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { PDF_RICH_TEXT_EXTENSIONS } from './pdf-rich-text-extensions';
import { richTextCanHold, templateRichTextFit } from './rich-text-fit';

/** A template built in developer mode (issue 26): styles, a table, a loop over rows, a page break. */
const DEVELOPER_TEMPLATE = `<style>
  table.members { width: 100%; border-collapse: collapse; }
  .members td, .members th { border: 1px solid #999; padding: 4px; }
  .schedule-break { page-break-before: always; }
</style>
<h1>Policy schedule {{ data.policyNo }}</h1>
<p>Holder: <strong>{{ data.holder }}</strong> 陳大文</p>
<table class="members">
  <thead><tr><th>Member 成員</th><th>Relationship 關係</th><th>Born</th></tr></thead>
  <tbody>
    {% for member in data.members %}
    <tr><td>{{ member.name }}</td><td>{{ member.relationship }}</td><td>{{ member.born }}</td></tr>
    {% endfor %}
  </tbody>
</table>
<div class="schedule-break"></div>
<h2>Benefits</h2>
<p>See the benefit table.</p>`;

/** Templates the repository itself stores or types (API tests and e2e specs), each with its own cause. */
const REFUSED = {
  document: `<html><head><title>Schedule {{ data.policyNo }}</title></head><body>
        <p style="margin:0">Holder {{ data.holder }} 陳大文</p><p style="break-before:page;margin:0">Benefits</p></body></html>`,
  style:
    '<h1>Dear {{ data.holder }}</h1><p>Your policy is renewed.</p><p style="break-before: page">Terms on page two.</p>',
  table: '<table><tr><td>{{ data.a }}</td></tr></table>',
  liquidTag: '{% for item in data.items %}<p>{{ item.name }}</p>{% endfor %}',
  script: '<script>document.title = "x"</script><p>x</p>',
  notExact: '<p>Line one</p>\n<p>Line two</p>',
} as const;

/** What the rich-text editor itself writes: it opens these again unchanged. */
const HELD = [
  '<p>{{ data.x }}</p>',
  '<p>bytes</p>',
  '<h1>Dear {{ data.holder }}</h1><p>Your policy is renewed.</p>',
  '<p>親愛的 {{ data.holder }}</p><ul><li><p><strong>Plan</strong> {{ data.plan }}</p></li></ul>',
  '<p>{% if data.vip %}VIP{% endif %} <em>member</em> <img src="/api/v1/files/logo.png" alt="logo.png"></p>',
];

/** Opening in the real editor (as the studio does) and reading back what a save would send. */
const openAndSave = (html: string) => {
  const editor = new Editor({ extensions: PDF_RICH_TEXT_EXTENSIONS, content: html });
  const saved = editor.getHTML();
  editor.destroy();
  return saved;
};

describe('what the rich-text editor can hold', () => {
  it('refuses the developer-mode template and says why; the editor would have lost its table and loop', () => {
    expect(richTextCanHold(DEVELOPER_TEMPLATE)).toMatchObject({ ok: false, reason: 'style' });
    const saved = openAndSave(DEVELOPER_TEMPLATE);
    expect(saved).not.toContain('<table');
    expect(saved).not.toContain('<style');
    expect(saved.length).toBeLessThan(DEVELOPER_TEMPLATE.length);
  });

  it.each(Object.entries(REFUSED))('refuses HTML it would change, naming the cause: %s', (reason, html) => {
    const fit = richTextCanHold(html);
    expect(fit).toMatchObject({ ok: false, reason });
    if (fit.ok) return;
    // The real editor changes it from exactly that character on.
    const saved = openAndSave(html);
    expect(saved).not.toBe(html);
    expect(saved.slice(0, fit.at)).toBe(html.slice(0, fit.at));
    expect(saved[fit.at]).not.toBe(html[fit.at]);
  });

  it.each(HELD)('opens what it writes itself, and saving it gives back every byte: %s', (html) => {
    expect(richTextCanHold(html)).toEqual({ ok: true });
    expect(openAndSave(html)).toBe(html);
  });

  it('opens a new, empty template in rich text', () => {
    expect(richTextCanHold('')).toEqual({ ok: true });
  });

  it('judges the template as a whole: a footer it cannot hold keeps the template in code', () => {
    const parts = { body: '<p>{{ data.x }}</p>', header: '', footer: '' };
    expect(templateRichTextFit(parts)).toEqual({ ok: true });
    const footer = '<table><tr><td>[page]</td></tr></table>';
    expect(templateRichTextFit({ ...parts, footer })).toMatchObject({
      ok: false,
      reason: 'table',
      part: 'footer',
    });
    expect(templateRichTextFit({ ...parts, body: DEVELOPER_TEMPLATE })).toMatchObject({ ok: false, part: 'body' });
  });
});
