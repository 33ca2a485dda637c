import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createMjmlRenderer } from './mjml-renderer';

const renderer = createMjmlRenderer();
afterAll(() => renderer.close());

const email = (body: string) =>
  `<mjml>\n<mj-body>\n<mj-section>\n<mj-column>\n${body}\n</mj-column>\n</mj-section>\n</mj-body>\n</mjml>`;
const compile = (markup: string, options: { text?: boolean; data?: Record<string, unknown> } = {}) =>
  renderer.render({ mjml: { source: markup }, data: options.data ?? {}, text: options.text });
const DEEP = '<mj-wrapper><mj-section><mj-column><mj-text>x</mj-text></mj-column></mj-section></mj-wrapper>';

describe('MJML renderer', () => {
  it('compiles MJML to responsive HTML and a plain-text part', async () => {
    const answer = await compile(
      email('<mj-text>Dear Chan Tai Man,</mj-text><mj-button href="https://example.test/pay">Pay now</mj-button>'),
      { text: true },
    );
    if (!answer.ok) throw new Error(JSON.stringify(answer.problem));
    expect(answer.value.html).toMatch(/^<!doctype html>/i);
    expect(answer.value.html).toContain('Dear Chan Tai Man,');
    expect(answer.value.html).toContain('href="https://example.test/pay"');
    expect(answer.value.html).toContain('@media only screen and (min-width:480px)');
    expect(answer.value.text).toContain('Dear Chan Tai Man,');
    expect(answer.value.text).toMatch(/Pay now \[https:\/\/example\.test\/pay\]/i);
    expect(answer.value.warnings).toEqual([]);
  });

  it('applies Liquid to the markup and the subject in the same render', async () => {
    const answer = await renderer.render({
      mjml: { source: email('<mj-text>Dear {{ data.name }},</mj-text>') },
      subject: { source: 'Renewal for {{ data.name }}' },
      data: { data: { name: 'Wong Mei Ling' } },
    });
    if (!answer.ok) throw new Error(JSON.stringify(answer.problem));
    expect(answer.value.html).toContain('Dear Wong Mei Ling,');
    expect(answer.value.subject).toBe('Renewal for Wong Mei Ling');
    // The same template with other data: the compiled output is cached by markup, never by template.
    const other = await renderer.render({
      mjml: { source: email('<mj-text>Dear {{ data.name }},</mj-text>') },
      data: { data: { name: 'Chan Siu Ming' } },
    });
    expect(other).toMatchObject({
      ok: true,
      value: { subject: null, html: expect.stringContaining('Chan Siu Ming') },
    });
  });

  it('answers a Liquid error of the markup or the subject with its line and column', async () => {
    expect(await compile(email('<mj-text>{{ data.a | }</mj-text>'))).toEqual({
      ok: false,
      problem: {
        stage: 'liquid',
        error: { line: 5, column: 10, message: expect.stringMatching(/^output "\{\{ data\.a \| \}<\/mj-text>/) },
      },
    });
    const subject = await renderer.render({
      mjml: { source: email('<mj-text>ok</mj-text>') },
      subject: { source: 'Hi {{ data.a' },
      data: {},
    });
    expect(subject).toMatchObject({
      ok: false,
      problem: { stage: 'liquid', error: { line: 1, column: 4, message: expect.stringMatching(/not closed$/) } },
    });
  });

  it('answers validation warnings with their line', async () => {
    const answer = await compile(email('<mj-text>ok</mj-text>\n<mj-bogus>x</mj-bogus>'));
    expect(answer).toMatchObject({
      ok: true,
      value: { warnings: [{ line: 6, tagName: 'mj-bogus', message: expect.stringContaining('mj-bogus') }] },
    });
    if (answer.ok) expect(answer.value.text).toBeNull();
  });

  it('never reads files: mj-include of /etc/passwd produces nothing', async () => {
    const passwd = readFileSync('/etc/passwd', 'utf8').split('\n')[0] ?? 'root:';
    for (const include of [
      '<mj-include path="/etc/passwd" />',
      '<mj-include path="/etc/passwd" type="html" />',
      '<mj-include path="/etc/passwd" type="css" />',
      '<mj-include path="../../../../../../etc/passwd" />',
    ]) {
      const answer = await compile(`<mjml><mj-body>${include}<mj-text>after</mj-text></mj-body></mjml>`, {
        text: true,
      });
      if (!answer.ok) throw new Error(JSON.stringify(answer.problem));
      expect(answer.value.html).not.toContain(passwd);
      expect(answer.value.html).not.toContain('root:');
      expect(answer.value.text).not.toContain('root:');
      expect(answer.value.warnings).toContainEqual({
        line: 1,
        tagName: 'mj-include',
        message: 'mj-include is not allowed; the element was ignored.',
      });
    }
  });

  it('refuses too large markup, before Liquid and after it, without compiling it', async () => {
    expect(await compile(email(`<mj-text>${'x'.repeat(600_000)}</mj-text>`))).toEqual({
      ok: false,
      problem: {
        stage: 'liquid',
        error: { line: 1, column: 1, message: 'The template is longer than 200000 characters.' },
      },
    });
    expect(await compile(email('<mj-text>{% for i in (1..60000) %}xxxxxxxxxx{% endfor %}</mj-text>'))).toEqual({
      ok: false,
      problem: { stage: 'mjml', message: 'The email is longer than 500000 characters.' },
    });
  });

  it('stops a render past the hard timeout (Liquid and MJML together) and renders again afterwards', async () => {
    const slow = createMjmlRenderer({ hardTimeoutMs: 1000 });
    try {
      const deep = `<mjml><mj-body>{% for i in (1..5000) %}${DEEP}{% endfor %}</mj-body></mjml>`;
      expect(await slow.render({ mjml: { source: deep }, data: {} })).toEqual({
        ok: false,
        problem: { stage: 'mjml', message: 'The email took longer than 1000 ms to render.' },
      });
      expect((await slow.render({ mjml: { source: email('<mj-text>{{ a }}</mj-text>') }, data: { a: 1 } })).ok).toBe(
        true,
      );
    } finally {
      await slow.close();
    }
  });
});
