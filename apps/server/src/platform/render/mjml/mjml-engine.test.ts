import { describe, expect, it } from 'vitest';
import { compileMjml, plainText } from './mjml-engine';

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

  it('writes a table in the plain-text part with its cells apart and each row on a line of its own', async () => {
    const { text } = await compileMjml(
      `<mjml><mj-body><mj-section><mj-column><mj-text>Members:</mj-text><mj-table>
        <tr><th>Member 成員</th><th>Relationship 關係</th><th>Born</th></tr>
        <tr><td>Chan Tai Man</td><td>Self</td><td>1980</td></tr>
        <tr><td>Wong Mei Ling</td><td>Spouse</td><td>1982</td></tr>
      </mj-table><mj-button href="https://example.test/renew">Renew</mj-button></mj-column></mj-section></mj-body></mjml>`,
      { text: true },
    );
    expect(text).toBe(
      'Members:\nMember 成員 | Relationship 關係 | Born\nChan Tai Man | Self | 1980\nWong Mei Ling | Spouse | 1982\n\nRenew [https://example.test/renew]',
    );
    expect(plainText('<table><tr><td>a</td>\n <td><b>b</b> c</td></tr><tr><td>d</td></tr></table>')).toBe('a | b c\nd');
  });
});
