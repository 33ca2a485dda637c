import { describe, expect, it } from 'vitest';
import { compileMjml } from './mjml-engine';

describe('compileMjml', () => {
  it("answers a failure of MJML's own code in a clear sentence, not in its internal words", async () => {
    // 3,000 nested wrappers overflow MJML's stack ("Maximum call stack size exceeded").
    const deep = `<mjml><mj-body>${'<mj-wrapper>'.repeat(3000)}${'</mj-wrapper>'.repeat(3000)}</mj-body></mjml>`;
    await expect(compileMjml(deep, { text: false })).rejects.toThrow(/^MJML could not compile this markup\.$/);
  });

  it('refuses an attribute named like a member of every object, and only inside an mj- tag', async () => {
    const markup = (text: string) =>
      `<mjml><mj-body><mj-section><mj-column>\n${text}\n</mj-column></mj-section></mj-body></mjml>`;
    await expect(compileMjml(markup('<mj-text valueOf="1">x</mj-text>'), { text: false })).rejects.toThrow(
      'The attribute "valueOf" is not allowed on <mj-text> (line 2).',
    );
    const harmless = markup(
      `<mj-text title="a > constructor=b">it's a constructor="c" <p toString="d">x</p></mj-text>`,
    );
    await expect(compileMjml(harmless, { text: false })).resolves.toMatchObject({ html: expect.stringContaining('x') });
  });
});
