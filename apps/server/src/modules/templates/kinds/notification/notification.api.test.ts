import { notificationTextKey } from '@carrier/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../testing/use-test-server';
import { templatesClient } from '../../templates.testing';

const UPSERT = 'mutation($l10n: upsertL10nInput) { upsertL10n(l10n: $l10n) { status errors } }';
const READ = `query($id: String!, $locale: String) { templates(where: { id: $id }) { list {
  ... on notificationTemplate { localizedHtml(locale: $locale) } } } }`;

describe('notification templates', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
  });

  const html = async (id: string, locale: string) =>
    (await api.gql<{ templates: { list: Array<{ localizedHtml: string }> } }>(READ, { id, locale })).templates.list[0]
      ?.localizedHtml;

  it('keeps HTML per locale, renders it, and deletes its texts with the template', async () => {
    const created = await api.gql<{ createNotificationTemplate: { createdStatus: { id: string } } }>(
      'mutation { createNotificationTemplate(input: { name: "Payment notice", logicalId: "pay" }) { createdStatus { id } } }',
    );
    const id = created.createNotificationTemplate.createdStatus.id;
    const key = notificationTextKey(id);
    await api.gql(UPSERT, { l10n: { key, locale: 'en-US', value: '<p>Dear {{ data.name }}</p>' } });
    await api.gql(UPSERT, { l10n: { key, locale: 'zh-HK', value: '<p>親愛的 {{ data.name }}</p>' } });
    expect(await html(id, 'en-US')).toBe('<p>Dear {{ data.name }}</p>');
    expect(await html(id, 'zh-HK')).toBe('<p>親愛的 {{ data.name }}</p>');
    const rendered = await api.gql<{ renderNotificationTemplate: { value: string } }>(
      'query($id: String!) { renderNotificationTemplate(templateId: $id, locale: "zh-HK", input: { name: "data", contentJsonString: "{\\"name\\":\\"陳大文\\"}" }) { status errors value } }',
      { id },
    );
    expect(rendered.renderNotificationTemplate.value).toBe('<p>親愛的 陳大文</p>');
    expect(await api.remove(id)).toMatchObject({ status: 'success' });
    const texts = await api.gql<{ l10ns: unknown[] }>(
      'query($keys: [String!]!) { l10ns(keys: $keys, locale: "zh-HK") { key } }',
      { keys: [key] },
    );
    expect(texts.l10ns).toEqual([]);
  });
});
