import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type TestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { templatesClient } from './templates.testing';

type Version = {
  id: string;
  version: number;
  restoredFrom: number | null;
  createdAt: string;
  createdBy: { username: string } | null;
  snapshot: { name: string; description: string | null; tags: string[]; contentJsonString: string };
};
type FieldDiff = {
  field: string;
  tooLarge: boolean;
  hunks: Array<{ lines: Array<{ kind: string; text: string; oldNumber: number | null; newNumber: number | null }> }>;
};
type Created = {
  status: string;
  errors: string[];
  errors_2: Array<{ code: string }>;
  createdStatus: { id: string } | null;
};

const VERSION_FIELDS = `id version restoredFrom createdAt createdBy { username }
  snapshot { name description tags contentJsonString }`;
const UPDATE_SMS = `mutation($id: String!, $input: updateSmsTemplateInput!) {
  updateSmsTemplate(templateId: $id, input: $input) { status errors } }`;

function historyClient(server: TestServer, token: string) {
  const api = templatesClient(server, token);
  /** The raw answer (errors included), for the refusals. */
  const raw = (query: string, variables: Record<string, unknown>) => server.gql(query, variables, { token });
  return {
    ...api,
    raw,
    async versions(templateId: string, page: { limit?: number; skip?: number } = {}) {
      const data = await api.gql<{ templateVersions: { totalCount: number; list: Version[] } }>(
        `query($templateId: String!, $limit: Int, $skip: Int) {
          templateVersions(templateId: $templateId, limit: $limit, skip: $skip) { totalCount list { ${VERSION_FIELDS} } } }`,
        { templateId, ...page },
      );
      return data.templateVersions;
    },
    async diff(templateId: string, fromVersionId: string, toVersionId: string) {
      const data = await api.gql<{ templateVersionDiff: FieldDiff[] }>(
        `query($templateId: String!, $from: String!, $to: String!) {
          templateVersionDiff(templateId: $templateId, fromVersionId: $from, toVersionId: $to) {
            field tooLarge hunks { lines { kind text oldNumber newNumber } } } }`,
        { templateId, from: fromVersionId, to: toVersionId },
      );
      return data.templateVersionDiff;
    },
    async restore(templateId: string, versionId: string) {
      const data = await api.gql<{ restoreTemplateVersion: Created }>(
        `mutation($templateId: String!, $versionId: String!) {
          restoreTemplateVersion(templateId: $templateId, versionId: $versionId) { status errors errors_2 { code } createdStatus { id } } }`,
        { templateId, versionId },
      );
      return data.restoreTemplateVersion;
    },
    async updateSms(id: string, input: Record<string, unknown>) {
      const data = await api.gql<{ updateSmsTemplate: { status: string } }>(UPDATE_SMS, { id, input });
      expect(data.updateSmsTemplate.status).toBe('success');
    },
  };
}

const bodyOf = (version: Version | undefined) => JSON.parse(version?.snapshot.contentJsonString ?? '{}').bodyLiquid;

describe('template version history', () => {
  const server = useTestServer();
  let api: ReturnType<typeof historyClient>;
  let uat: ReturnType<typeof historyClient>;
  beforeAll(async () => {
    api = historyClient(server, server.token);
    uat = historyClient(server, (await server.signIn('test_uat')).accessToken);
  });

  it('records every save that changes something as a version with who and when, newest first', async () => {
    const id = await api.smsId('Renewal reminder', 'Hello {{ data.name }}');
    await api.updateSms(id, { bodyLiquid: 'Hello {{ data.name }}\nYour policy renews soon.' });
    await api.updateSms(id, { name: 'Renewal reminder v2', description: 'Before renewal' });
    // The same values again: nothing changed, so no version.
    await api.updateSms(id, { name: 'Renewal reminder v2' });
    const history = await api.versions(id);
    expect(history.totalCount).toBe(3);
    expect(history.list.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(history.list.map((version) => version.createdBy?.username)).toEqual(Array(3).fill(ADMIN_EMAIL));
    const times = history.list.map((version) => Date.parse(version.createdAt));
    expect(times.every((time) => Math.abs(Date.now() - time) < 60_000)).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(history.list[0]?.snapshot).toMatchObject({ name: 'Renewal reminder v2', description: 'Before renewal' });
    expect(bodyOf(history.list[2])).toBe('Hello {{ data.name }}');
    // The template's own version is the newest version's number.
    expect((await api.one(id))?.version).toBe(4);
    const second = await api.versions(id, { limit: 1, skip: 1 });
    expect(second.list.map((version) => version.version)).toEqual([2]);
  });

  it("versions the kinds' own save paths too (a dynamic template's values)", async () => {
    const id = await api.createDynamic('Dynamic with history');
    await api.gql(
      `mutation($id: String!) { addDynamicValueToTemplate(templateId: $id, input: { valueJsonString: "\\"greeting\\"" }) { status } }`,
      { id },
    );
    await api.gql(
      'mutation($id: String!) { updateDynamicTemplate(templateId: $id, input: { tags: ["a", "b"] }) { status } }',
      {
        id,
      },
    );
    const history = await api.versions(id);
    expect(history.list.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(history.list[0]?.snapshot.tags).toEqual(['a', 'b']);
    expect(history.list[1]?.snapshot.contentJsonString).toContain('greeting');
    expect(history.list[2]?.snapshot.contentJsonString).not.toContain('greeting');
    const [newest, , oldest] = history.list as [Version, Version, Version];
    const fields = (await api.diff(id, oldest.id, newest.id)).map((diff) => diff.field);
    expect(fields).toEqual(['tags', 'content.dynamicValues']);
  });

  it('gives one version whole and the line diff between any two, either way round', async () => {
    const id = await api.smsId('Claim update', 'Dear {{ data.name }},\nyour claim is open.\nRegards');
    await api.updateSms(id, { bodyLiquid: 'Dear {{ data.name }},\nyour claim is paid.\nRegards' });
    const [newer, older] = (await api.versions(id)).list as [Version, Version];
    const one = await api.gql<{ templateVersion: Version }>(
      `query($templateId: String!, $versionId: String!) { templateVersion(templateId: $templateId, versionId: $versionId) { ${VERSION_FIELDS} } }`,
      { templateId: id, versionId: older.id },
    );
    expect(bodyOf(one.templateVersion)).toBe('Dear {{ data.name }},\nyour claim is open.\nRegards');
    const forward = await api.diff(id, older.id, newer.id);
    expect(forward.map((diff) => diff.field)).toEqual(['content.bodyLiquid']);
    expect(forward[0]?.hunks[0]?.lines).toEqual([
      { kind: 'same', text: 'Dear {{ data.name }},', oldNumber: 1, newNumber: 1 },
      { kind: 'removed', text: 'your claim is open.', oldNumber: 2, newNumber: null },
      { kind: 'added', text: 'your claim is paid.', oldNumber: null, newNumber: 2 },
      { kind: 'same', text: 'Regards', oldNumber: 3, newNumber: 3 },
    ]);
    const backward = await api.diff(id, newer.id, older.id);
    expect(backward[0]?.hunks[0]?.lines.filter((line) => line.kind === 'added').map((line) => line.text)).toEqual([
      'your claim is open.',
    ]);
    expect(await api.diff(id, older.id, older.id)).toEqual([]);
  });

  it('restores a version as a new version, keeping the history as it was', async () => {
    const id = await api.smsId('Payment due', 'Pay {{ data.amount }}');
    await api.updateSms(id, { bodyLiquid: 'Please pay {{ data.amount }} today', description: 'Firmer' });
    const before = await api.versions(id);
    const first = before.list[1] as Version;
    const restored = await api.restore(id, first.id);
    expect(restored.status).toBe('success');
    const after = await api.versions(id);
    expect(after.totalCount).toBe(3);
    const newest = after.list[0] as Version;
    expect(newest).toMatchObject({ id: restored.createdStatus?.id, version: 3, restoredFrom: 1 });
    expect(newest.snapshot).toEqual(first.snapshot);
    expect(after.list.slice(1)).toEqual(before.list);
    const template = await api.one(id);
    expect(template).toMatchObject({ name: 'Payment due', description: null, version: 3 });
    const sms = (await api.list({ id })).list[0];
    expect(sms?.bodyLiquid).toBe('Pay {{ data.amount }}');
    // Restoring the version the template already holds is still recorded (an explicit act).
    expect((await api.restore(id, newest.id)).status).toBe('success');
    expect((await api.versions(id)).list[0]).toMatchObject({ version: 4, restoredFrom: 3 });
  });

  it('never answers a write-only password, but says that it changed, and a restore brings it back', async () => {
    const name = 'Locked claim form';
    await api.gql(
      `mutation { createPdfDrawingTemplate(input: { name: "${name}", fileKey: "forms/a.pdf", password: "first-secret" }) { status } }`,
    );
    const id = String((await api.list({ name })).list[0]?.id);
    await api.gql(
      'mutation($id: String!) { updatePdfDrawingTemplate(templateId: $id, input: { password: "second-secret" }) { status } }',
      { id },
    );
    const history = await api.versions(id);
    const [newer, older] = history.list as [Version, Version];
    expect(JSON.stringify(history)).not.toContain('secret');
    expect(JSON.parse(older.snapshot.contentJsonString)).toEqual({ drawings: [], fileKey: 'forms/a.pdf' });
    const diff = await api.diff(id, older.id, newer.id);
    expect(diff).toEqual([
      {
        field: 'content.password',
        tooLarge: false,
        hunks: [
          {
            lines: [
              { kind: 'removed', text: '••••••••', oldNumber: 1, newNumber: null },
              { kind: 'added', text: '••••••••', oldNumber: null, newNumber: 1 },
            ],
          },
        ],
      },
    ]);
    expect((await api.restore(id, older.id)).status).toBe('success');
    // The restored version holds the first password again: nothing differs from the version it restored.
    const restored = (await api.versions(id)).list[0] as Version;
    expect(await api.diff(id, older.id, restored.id)).toEqual([]);
  });

  it('answers not found for another tenant, and clear failures for a deleted template or a foreign version', async () => {
    const id = await api.smsId('Tenant history', 'secret one');
    await api.updateSms(id, { bodyLiquid: 'secret two' });
    const [newer, older] = (await api.versions(id)).list as [Version, Version];
    const listed = await uat.raw('query($id: String!) { templateVersions(templateId: $id) { totalCount } }', { id });
    expect(listed.errors?.[0]).toMatchObject({
      message: 'There is no template with this id.',
      extensions: { code: 'template_not_found' },
    });
    const diffed = await uat.raw(
      'query($id: String!, $a: String!, $b: String!) { templateVersionDiff(templateId: $id, fromVersionId: $a, toVersionId: $b) { field } }',
      { id, a: older.id, b: newer.id },
    );
    expect(diffed.errors?.[0]?.extensions).toMatchObject({ code: 'template_not_found' });
    expect(await uat.restore(id, older.id)).toMatchObject({
      status: 'failure',
      errors_2: [{ code: 'template_not_found' }],
      createdStatus: null,
    });
    // A template of its own tenant does not reach another tenant's version id either.
    const own = await uat.smsId('Own template', 'mine');
    const ownVersion = ((await uat.versions(own)).list[0] as Version).id;
    expect(await uat.restore(own, older.id)).toMatchObject({ errors_2: [{ code: 'template_version_not_found' }] });
    const foreign = await uat.raw(
      'query($t: String!, $v: String!) { templateVersion(templateId: $t, versionId: $v) { id } }',
      { t: own, v: older.id },
    );
    expect(foreign.errors?.[0]).toMatchObject({ message: 'There is no version with this id.' });
    expect(bodyOf((await api.versions(id)).list[0])).toBe('secret two');

    const other = await api.smsId('Another template', 'other');
    expect(await api.restore(other, older.id)).toMatchObject({
      status: 'failure',
      errors: ['This version belongs to another template.'],
      errors_2: [{ code: 'template_version_of_another_template' }],
    });
    expect(await api.restore(id, 'no-such-version')).toMatchObject({
      errors_2: [{ code: 'template_version_not_found' }],
    });
    expect(await api.remove(id)).toMatchObject({ status: 'success' });
    expect(await api.restore(id, older.id)).toMatchObject({
      status: 'failure',
      errors: ['There is no template with this id.'],
    });
    expect(ownVersion).not.toBe(older.id);
  });
});
