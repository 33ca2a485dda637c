import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: Array<{ name: string; variables: unknown }> = [];
let failOn: string | null = null;

vi.mock('../../api/client', () => ({
  request: vi.fn(),
  mutate: vi.fn(
    async (document: { definitions: Array<{ name?: { value: string } }> }, variables: { l10n?: { key: string } }) => {
      const name = document.definitions[0]?.name?.value ?? '';
      calls.push({ name, variables });
      if (variables.l10n?.key === failOn) throw new Error(`could not save ${failOn}`);
      return {};
    },
  ),
}));

const { saveTexts } = await import('./texts');

describe('saving texts', () => {
  beforeEach(() => {
    calls.length = 0;
    failOn = null;
  });

  it('upserts filled texts and deletes emptied ones that existed', async () => {
    await saveTexts(
      [
        { key: 'a-name', locale: 'zh-HK', value: '名稱' },
        { key: 'a-description', locale: 'zh-HK', value: '' },
        { key: 'a-format', locale: 'zh-HK', value: ' ' },
      ],
      new Map([['a-description', 'old']]),
    );
    expect(calls.map((call) => call.name).sort()).toEqual(['deleteText', 'upsertText']);
  });

  it('fails as a whole when one text fails', async () => {
    failOn = 'b-format';
    const saving = saveTexts(
      ['name', 'description', 'format', 'detailedFormat'].map((field) => ({
        key: `b-${field}`,
        locale: 'en-US',
        value: 'x',
      })),
    );
    await expect(saving).rejects.toThrow('could not save b-format');
    expect(calls).toHaveLength(4);
  });
});
