import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createMjmlRenderer } from './mjml-renderer';

const renderer = createMjmlRenderer();
afterAll(() => renderer.close());

const email = (body: string) =>
  `<mjml>\n<mj-body>\n<mj-section>\n<mj-column>\n${body}\n</mj-column>\n</mj-section>\n</mj-body>\n</mjml>`;

describe('MJML renderer', () => {
  it('compiles MJML to responsive HTML and a plain-text part', async () => {
    const answer = await renderer.render(
      email('<mj-text>Dear Chan Tai Man,</mj-text><mj-button href="https://example.test/pay">Pay now</mj-button>'),
      { text: true },
    );
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.output.html).toMatch(/^<!doctype html>/i);
    expect(answer.output.html).toContain('Dear Chan Tai Man,');
    expect(answer.output.html).toContain('href="https://example.test/pay"');
    expect(answer.output.html).toContain('@media only screen and (min-width:480px)');
    expect(answer.output.text).toContain('Dear Chan Tai Man,');
    expect(answer.output.text).toMatch(/Pay now \[https:\/\/example\.test\/pay\]/i);
    expect(answer.output.warnings).toEqual([]);
  });

  it('answers validation warnings with their line', async () => {
    const answer = await renderer.render(email('<mj-text>ok</mj-text>\n<mj-bogus>x</mj-bogus>'));
    expect(answer).toMatchObject({
      ok: true,
      output: { warnings: [{ line: 6, tagName: 'mj-bogus', message: expect.stringContaining('mj-bogus') }] },
    });
    if (answer.ok) expect(answer.output.text).toBeNull();
  });

  it('never reads files: mj-include of /etc/passwd produces nothing', async () => {
    const passwd = readFileSync('/etc/passwd', 'utf8').split('\n')[0] ?? 'root:';
    for (const include of [
      '<mj-include path="/etc/passwd" />',
      '<mj-include path="/etc/passwd" type="html" />',
      '<mj-include path="/etc/passwd" type="css" />',
      '<mj-include path="../../../../../../etc/passwd" />',
    ]) {
      const answer = await renderer.render(`<mjml><mj-body>${include}<mj-text>after</mj-text></mj-body></mjml>`, {
        text: true,
      });
      if (!answer.ok) throw new Error(answer.message);
      expect(answer.output.html).not.toContain(passwd);
      expect(answer.output.html).not.toContain('root:');
      expect(answer.output.text).not.toContain('root:');
      expect(answer.output.warnings).toContainEqual({
        line: 1,
        tagName: 'mj-include',
        message: 'mj-include is not allowed; the element was ignored.',
      });
    }
  });

  it('refuses too large markup without compiling it', async () => {
    const answer = await renderer.render(email(`<mj-text>${'x'.repeat(600_000)}</mj-text>`));
    expect(answer).toEqual({ ok: false, message: 'The email is longer than 500000 characters.' });
  });

  it('stops a render past the hard timeout and renders again afterwards', async () => {
    const slow = createMjmlRenderer({ hardTimeoutMs: 50 });
    try {
      const deep = `<mjml><mj-body>${'<mj-wrapper><mj-section><mj-column><mj-text>x</mj-text></mj-column></mj-section></mj-wrapper>'.repeat(3000)}</mj-body></mjml>`;
      expect(await slow.render(deep)).toEqual({ ok: false, message: 'The email took longer than 50 ms to render.' });
    } finally {
      await slow.close();
    }
    expect((await renderer.render(email('<mj-text>still fine</mj-text>'))).ok).toBe(true);
  });
});
