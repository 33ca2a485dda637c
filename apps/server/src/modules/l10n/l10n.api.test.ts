import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const UPSERT = `mutation($l10n: upsertL10nInput) { upsertL10n(l10n: $l10n) { status errors errors_2 { code message } } }`;
const READ = `query($keys: [String!]!, $locale: String!) { l10ns(keys: $keys, locale: $locale) { key locale value } }`;
const DELETE = `mutation($key: String!, $locale: String!) { deleteL10n(key: $key, locale: $locale) { status errors } }`;
const DELETE_ALL = `mutation($key: String!) { deleteAllL10n(key: $key) { status errors } }`;

type Texts = { l10ns: Array<{ key: string; locale: string; value: string }> };

describe('l10n texts', () => {
  const server = useTestServer();
  let uatToken: string;
  beforeAll(async () => {
    uatToken = (await server.signIn('test_uat')).accessToken;
  });

  const read = async (keys: string[], locale: string, as = server.token) =>
    (await server.gql<Texts>(READ, { keys, locale }, { token: as })).data.l10ns;

  it('upserts a text per key and locale and reads it back', async () => {
    for (const [locale, value] of [
      ['en-US', 'Travel'],
      ['zh-HK', '旅遊'],
      ['en-US', 'Travel cover'],
    ]) {
      const answer = await server.gql(UPSERT, { l10n: { key: 'k-name', locale, value } }, { token: server.token });
      expect(answer.data).toEqual({ upsertL10n: { status: 'success', errors: [], errors_2: [] } });
    }
    expect(await read(['k-name', 'missing'], 'en-US')).toEqual([
      { key: 'k-name', locale: 'en-US', value: 'Travel cover' },
    ]);
    expect(await read(['k-name'], 'zh-HK')).toEqual([{ key: 'k-name', locale: 'zh-HK', value: '旅遊' }]);
  });

  it('refuses an empty locale or key', async () => {
    const empty = await server.gql<{ upsertL10n: { status: string; errors_2: Array<{ code: string }> } }>(
      UPSERT,
      { l10n: { key: 'k', locale: '', value: 'x' } },
      { token: server.token },
    );
    expect(empty.data.upsertL10n.status).toBe('failure');
    expect(empty.data.upsertL10n.errors_2[0]?.code).toBe('invalid_locale');
    const noKey = await server.gql<{ upsertL10n: { status: string } }>(
      UPSERT,
      { l10n: { key: ' ', locale: 'en-US', value: 'x' } },
      { token: server.token },
    );
    expect(noKey.data.upsertL10n.status).toBe('failure');
  });

  it('deletes one locale, then all locales of a key', async () => {
    await server.gql(UPSERT, { l10n: { key: 'd-name', locale: 'en-US', value: 'A' } }, { token: server.token });
    await server.gql(UPSERT, { l10n: { key: 'd-name', locale: 'zh-HK', value: 'B' } }, { token: server.token });
    expect((await server.gql(DELETE, { key: 'd-name', locale: 'zh-HK' }, { token: server.token })).data).toEqual({
      deleteL10n: { status: 'success', errors: [] },
    });
    const again = await server.gql<{ deleteL10n: { status: string; errors: string[] } }>(
      DELETE,
      { key: 'd-name', locale: 'zh-HK' },
      { token: server.token },
    );
    expect(again.data.deleteL10n).toEqual({ status: 'failure', errors: ['There is no text with the key d-name.'] });
    await server.gql(UPSERT, { l10n: { key: 'd-name', locale: 'zh-HK', value: 'B' } }, { token: server.token });
    expect((await server.gql(DELETE_ALL, { key: 'd-name' }, { token: server.token })).data).toEqual({
      deleteAllL10n: { status: 'success', errors: [] },
    });
    expect(await read(['d-name'], 'en-US')).toEqual([]);
    expect(await read(['d-name'], 'zh-HK')).toEqual([]);
  });

  it("keeps each tenant's texts to itself", async () => {
    await server.gql(UPSERT, { l10n: { key: 'iso-name', locale: 'en-US', value: 'Ours' } }, { token: server.token });
    expect(await read(['iso-name'], 'en-US', uatToken)).toEqual([]);
    await server.gql(UPSERT, { l10n: { key: 'iso-name', locale: 'en-US', value: 'Theirs' } }, { token: uatToken });
    await server.gql(DELETE_ALL, { key: 'iso-name' }, { token: uatToken });
    expect(await read(['iso-name'], 'en-US')).toEqual([{ key: 'iso-name', locale: 'en-US', value: 'Ours' }]);
  });

  it('needs a session', async () => {
    const answer = await server.gql(READ, { keys: ['k-name'], locale: 'en-US' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('authorization');
  });
});
