import { count as countRows, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../testing/test-server';
import { templatesClient } from '../templates/templates.testing';
import { INVITE } from '../users/users.testing';
import { appendAuditEvent } from './audit.repository';
import { auditLog as auditTable } from './audit.tables';

type Entry = {
  id: string;
  actorId: string | null;
  actorName: string | null;
  operation: string;
  requestOperation: string | null;
  recordType: string;
  recordId: string | null;
  beforeJson: string | null;
  afterJson: string | null;
  changedFields: string[];
};
const AUDIT_LOG = `query($where: auditWhereInput, $skip: Int, $limit: Int) {
  auditLog(where: $where, skip: $skip, limit: $limit) { totalCount list {
    id actorId actorName operation requestOperation recordType recordId beforeJson afterJson changedFields } }
}`;
const UPDATE_SMS = `mutation renameReminder($id: String!, $body: String!) {
  updateSmsTemplate(templateId: $id, input: { bodyLiquid: $body }) { status }
}`;

describe('audit trail', () => {
  let server: TestServer;
  let token: string;
  let otherToken: string;
  let api: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.signIn('test')).accessToken;
    otherToken = (await server.signIn('test_uat')).accessToken;
    api = templatesClient(server, token);
  });
  afterAll(async () => server?.close());

  const auditLog = async (where: Record<string, unknown>, as = token) => {
    const answer = await server.gql<{ auditLog: { totalCount: number; list: Entry[] } }>(
      AUDIT_LOG,
      { where },
      { token: as },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.auditLog;
  };
  const db = () => server.database.db;

  it('writes who changed a template, with the mutation and the before and after', async () => {
    const id = await api.smsId('Audit reminder', 'Pay {{ data.amount }}');
    const update = await server.gql(UPDATE_SMS, { id, body: 'Bye' }, { token });
    expect(update.errors).toBeUndefined();
    const history = await auditLog({ recordType: 'template', recordId: id });
    expect(history.list.map((entry) => entry.operation)).toEqual(['update', 'insert']);
    const [updated] = history.list;
    expect(updated).toMatchObject({ actorName: ADMIN_EMAIL, requestOperation: 'renameReminder' });
    expect(updated?.actorId).toBeTruthy();
    expect(JSON.parse(updated?.beforeJson ?? '{}').content.bodyLiquid).toBe('Pay {{ data.amount }}');
    expect(JSON.parse(updated?.afterJson ?? '{}').content.bodyLiquid).toBe('Bye');
    expect(updated?.changedFields).toEqual(['content.bodyLiquid']);
    const entry = await server.gql<{
      auditEntry: { diff: Array<{ field: string; hunks: Array<{ lines: Array<{ kind: string; text: string }> }> }> };
    }>(
      'query($id: String!) { auditEntry(id: $id) { diff { field hunks { lines { kind text } } } } }',
      { id: updated?.id },
      { token },
    );
    expect(entry.data.auditEntry.diff[0]?.hunks[0]?.lines).toEqual([
      { kind: 'removed', text: 'Pay {{ data.amount }}' },
      { kind: 'added', text: 'Bye' },
    ]);
    const hidden = await server.gql<{ auditEntry: null }>(
      'query($id: String!) { auditEntry(id: $id) { id } }',
      { id: updated?.id },
      { token: otherToken },
    );
    expect(hidden.data.auditEntry).toBeNull();
  });

  it('names who deleted a record', async () => {
    const id = await api.smsId('Audit deleted', 'x');
    expect((await api.remove(id)).status).toBe('success');
    const [deleted] = (await auditLog({ recordId: id, operation: 'delete' })).list;
    expect(deleted).toMatchObject({ actorName: ADMIN_EMAIL, requestOperation: 'deleteTemplate', afterJson: null });
  });

  it('writes the row in the changing transaction: a rolled-back change leaves none', async () => {
    const id = await api.smsId('Audit rollback', 'before');
    const count = async () => (await auditLog({ recordId: id })).totalCount;
    const before = await count();
    const rolledBack = db().transaction(async (tx) => {
      await tx.execute(sql`update templates set name = 'Changed then undone' where id = ${id}`);
      const [inside] = await tx.select({ n: countRows() }).from(auditTable).where(eq(auditTable.recordId, id));
      expect(inside?.n).toBe(before + 1);
      throw new Error('undo');
    });
    await expect(rolledBack).rejects.toThrow('undo');
    expect(await count()).toBe(before);
  });

  it('refuses to change or delete audit rows', async () => {
    const refusal = (statement: SQL) =>
      db()
        .execute(statement)
        .then(
          () => 'done',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
    expect(await refusal(sql`update audit_log set actor_name = 'someone else'`)).toBe('audit_log is append-only');
    expect(await refusal(sql`delete from audit_log`)).toBe('audit_log is append-only');
    expect(await refusal(sql`truncate audit_log`)).toBe('audit_log is append-only');
  });

  it('never shows another tenant its rows', async () => {
    const id = await api.smsId('Audit private', 'secret body');
    expect((await auditLog({ recordId: id })).totalCount).toBeGreaterThan(0);
    expect((await auditLog({ recordId: id }, otherToken)).totalCount).toBe(0);
    const everything = await auditLog({}, otherToken);
    expect(everything.list.every((entry) => entry.recordId !== id)).toBe(true);
    const csv = await server.gql<{ auditLogCsv: string }>('{ auditLogCsv }', {}, { token: otherToken });
    expect(csv.data.auditLogCsv).not.toContain(id);
  });

  it('leaves out secrets and stands a hash for very large values', async () => {
    const id = await api.smsId('Audit large', 'x');
    const large = 'y'.repeat(40_000);
    await db().execute(
      sql`update templates set content = jsonb_build_object('bodyLiquid', ${large}::text, 'password', 'hunter2') where id = ${id}`,
    );
    const [entry] = (await auditLog({ recordId: id, operation: 'update' })).list;
    const after = JSON.parse(entry?.afterJson ?? '{}');
    expect(after.content).toMatchObject({ omitted: true, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(entry?.afterJson).not.toContain('hunter2');
    const users = (await auditLog({ recordType: 'user' })).list;
    expect(users.every((user) => !(user.afterJson ?? '').includes('password'))).toBe(true);
  });

  it('records sign-ins and failed sign-ins', async () => {
    const failed = await server.gql<{ token_2: { error: string | null } }>(
      'query { token_2(tenantId: "test", clientId: "studio", username: "admin@test.local", password: "wrong") { error } }',
    );
    expect(failed.data.token_2.error).toBeTruthy();
    await server.signIn('test');
    const operations = (await auditLog({ recordType: 'session' })).list.map((entry) => entry.operation);
    expect(operations).toContain('sign_in');
    expect(operations).toContain('sign_in_failed');
  });

  it('exports CSV with formula-like cells defused', async () => {
    await appendAuditEvent(db(), {
      tenantId: 'test',
      actor: { userId: 'u-1', username: '=HYPERLINK("http://x")' },
      operation: 'approval_approved',
      recordType: 'release',
      recordId: 'r-1',
      after: { comment: 'fine, "really"' },
    });
    const answer = await server.gql<{ auditLogCsv: string }>(
      'query($where: auditWhereInput) { auditLogCsv(where: $where) }',
      { where: { recordId: 'r-1' } },
      { token },
    );
    const lines = answer.data.auditLogCsv.trim().split('\r\n');
    expect(lines[0]).toBe('at,actor,actor_id,operation,request,record_type,record_id,changed,before,after');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain('approval_approved,,release,r-1,comment,,"{""comment"":""fine, \\""really\\""""}"');
  });

  it('pages newest first and filters by operation and time', async () => {
    const page = await auditLog({ recordType: 'template', operation: 'insert' });
    expect(page.totalCount).toBeGreaterThanOrEqual(4);
    const answer = await server.gql<{ auditLog: { list: Entry[] } }>(
      AUDIT_LOG,
      { where: { recordType: 'template' }, skip: 1, limit: 2 },
      { token },
    );
    expect(answer.data.auditLog.list).toHaveLength(2);
    expect((await auditLog({ from: '2999-01-01T00:00:00Z' })).totalCount).toBe(0);
  });

  it("names the admin for a user's role change and deactivation, with the roles before and after", async () => {
    const me = await server.gql<{ me: { id: string } }>('{ me { id } }', {}, { token });
    const invited = await server.gql<{ inviteUser: { user: { id: string } } }>(
      INVITE,
      { email: 'audit-actor@example.com', roles: ['editor'] },
      { token },
    );
    const userId = invited.data.inviteUser.user.id;
    const changeRoles = await server.gql(
      'mutation changeRoles($id: String!) { updateUserRoles(userId: $id, roles: ["editor", "approver"]) { status } }',
      { id: userId },
      { token },
    );
    const deactivate = await server.gql(
      'mutation deactivate($id: String!) { deactivateUser(userId: $id) { status } }',
      { id: userId },
      { token },
    );
    expect([changeRoles.data, deactivate.data]).toEqual([
      { updateUserRoles: { status: 'success' } },
      { deactivateUser: { status: 'success' } },
    ]);
    const { list } = await auditLog({ recordType: 'user', recordId: userId });
    const admin = { actorId: me.data.me.id, actorName: ADMIN_EMAIL };
    expect(
      list.map(({ actorId, actorName, operation, requestOperation }) => ({
        actorId,
        actorName,
        operation,
        requestOperation,
      })),
    ).toEqual([
      { ...admin, operation: 'update', requestOperation: 'deactivate' },
      { ...admin, operation: 'update', requestOperation: 'changeRoles' },
      { ...admin, operation: 'insert', requestOperation: 'inviteUser' },
    ]);
    const [deactivated, rolesChanged] = list.map((entry) => ({
      before: JSON.parse(entry.beforeJson ?? '{}'),
      after: JSON.parse(entry.afterJson ?? '{}'),
    }));
    expect([rolesChanged?.before.roles, rolesChanged?.after.roles]).toEqual([['editor'], ['editor', 'approver']]);
    expect([deactivated?.before.deactivated_at, typeof deactivated?.after.deactivated_at]).toEqual([null, 'string']);
    expect(deactivated?.after.password_hash).toBeUndefined();
  });

  describe('names the admin for every audited record type', () => {
    type Row = Record<string, unknown>;
    type Change = { operation: string; matches: (row: Row) => boolean };
    const ok = async (query: string, variables: Record<string, unknown>) => {
      const answer = await server.gql<Record<string, { status: string; createdStatus?: { id: string } }>>(
        query,
        variables,
        { token },
      );
      expect(answer.errors).toBeUndefined();
      const [result] = Object.values(answer.data);
      expect(result, JSON.stringify(result)).toMatchObject({ status: 'success' });
      return result?.createdStatus?.id ?? '';
    };
    const product = async (plan: string) => {
      const productId = { plan, type: 'audit', version: null };
      const created = await server.gql(
        'mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }',
        { product: { productId, insurerId: 'harbour_mutual' } },
        { token },
      );
      expect(created.errors).toBeUndefined();
      return productId;
    };
    const deleteProduct = (productId: object) =>
      ok('mutation($p: productIdInput!) { deleteProduct(productId: $p) { status errors } }', { p: productId });
    const createApp = (appId: string) =>
      ok('mutation($i: createAppInput!) { createApp(input: $i) { status errors } }', { i: { appId, appName: appId } });
    const deleteApp = (appId: string) =>
      ok('mutation($id: String!) { deleteApp(appId: $id) { status errors } }', { id: appId });
    /** Matches the rows of the product version `plan` (by its row id, from the product's insert entry). */
    const ofProduct = async (plan: string) => {
      const { list } = await auditLog({ recordType: 'product', operation: 'insert' });
      const rowId = list.find((entry) => JSON.parse(entry.afterJson ?? '{}').plan === plan)?.recordId;
      return (row: Row) => row.product_id === rowId;
    };

    const cases: Array<{ recordType: string; act: () => Promise<Change> }> = [
      {
        recordType: 'product',
        act: async () => {
          await deleteProduct(await product('actor_product'));
          return { operation: 'delete', matches: (row) => row.plan === 'actor_product' };
        },
      },
      {
        recordType: 'pricing_settings',
        act: async () => {
          const productId = await product('actor_settings');
          await ok(
            'mutation($p: productIdInput!, $i: pricingSettingsInput!) { updatePricingSettings(productId: $p, input: $i) { status errors } }',
            { p: productId, i: { minimumPremium: '10' } },
          );
          const matches = await ofProduct('actor_settings');
          await deleteProduct(productId);
          return { operation: 'delete', matches };
        },
      },
      {
        recordType: 'rating_dictionary_entry',
        act: async () => {
          const productId = await product('actor_dictionary');
          await ok(
            'mutation($p: productIdInput!, $v: ratingDictionaryVariableInput!) { upsertRatingDictionaryVariable(productId: $p, variable: $v) { status errors } }',
            { p: productId, v: { name: 'actor_age', type: 'number' } },
          );
          await ok(
            'mutation($p: productIdInput!, $n: String!) { removeRatingDictionaryVariable(productId: $p, name: $n) { status errors } }',
            { p: productId, n: 'actor_age' },
          );
          return { operation: 'delete', matches: (row) => row.name === 'actor_age' };
        },
      },
      {
        recordType: 'rating_test_case',
        act: async () => {
          const productId = await product('actor_test_case');
          const id = await ok(
            'mutation($p: productIdInput!, $i: ratingTestCaseInput!) { createRatingTestCase(productId: $p, input: $i) { status errors createdStatus { id } } }',
            { p: productId, i: { name: 'Actor case', valuesJsonString: '{}', expectedAmount: 10 } },
          );
          await ok(
            'mutation($p: productIdInput!, $id: String!) { removeRatingTestCase(productId: $p, id: $id) { status errors } }',
            {
              p: productId,
              id,
            },
          );
          return { operation: 'delete', matches: (row) => row.id === id };
        },
      },
      {
        recordType: 'product_tree_script',
        act: async () => {
          const id = await ok(
            'mutation($i: createScriptInput!) { createScript(input: $i) { status errors createdStatus { id } } }',
            {
              i: { name: 'Actor script', inputSchema: '{}', outputSchema: '{}', sourceCode: 'return 1' },
            },
          );
          return { operation: 'insert', matches: (row) => row.id === id };
        },
      },
      {
        recordType: 'file',
        act: async () => {
          await ok('mutation($key: String!) { createFolder(key: $key) { status errors } }', { key: 'actor-folder/' });
          await ok('mutation($key: String!) { deleteFolder(key: $key) { status errors } }', { key: 'actor-folder/' });
          return { operation: 'delete', matches: (row) => row.key === 'actor-folder/' };
        },
      },
      {
        recordType: 'app',
        act: async () => {
          await createApp('actorApp');
          await deleteApp('actorApp');
          return { operation: 'delete', matches: (row) => row.app_id === 'actorApp' };
        },
      },
      {
        recordType: 'cms_config',
        act: async () => {
          await createApp('actorConfig');
          await deleteApp('actorConfig');
          return { operation: 'delete', matches: (row) => row.app_id === 'actorConfig' };
        },
      },
      {
        recordType: 'app_theme',
        act: async () => {
          await createApp('actorTheme');
          await ok(
            'mutation($id: String!, $t: String!) { updateAppTheme(appId: $id, themeJsonString: $t) { status errors } }',
            {
              id: 'actorTheme',
              t: '{"primaryColor":"#123456"}',
            },
          );
          return { operation: 'update', matches: (row) => String(row.theme_json).includes('#123456') };
        },
      },
      {
        recordType: 'insurer',
        act: async () => {
          await ok('mutation($i: createInsurerInput!) { createInsurer(input: $i) { status errors } }', {
            i: { id: 'actor_insurer', name: 'Actor Insurer' },
          });
          await ok(
            'mutation($id: String!, $i: updateInsurerInput!) { updateInsurer(id: $id, input: $i) { status errors } }',
            {
              id: 'actor_insurer',
              i: { name: 'Actor Insurer renamed' },
            },
          );
          return { operation: 'update', matches: (row) => row.id === 'actor_insurer' };
        },
      },
      {
        recordType: 'release',
        act: async () => {
          const productId = await product('actor_release');
          const id = await ok(
            'mutation($i: createReleaseInput!) { createRelease(input: $i) { status errors createdStatus { id } } }',
            { i: { name: 'Actor release', productIds: [productId] } },
          );
          return { operation: 'insert', matches: (row) => row.id === id };
        },
      },
      {
        recordType: 'template',
        act: async () => {
          const id = await api.smsId('Actor template', 'x');
          await api.remove(id);
          return { operation: 'delete', matches: (row) => row.id === id };
        },
      },
    ];

    it.each(cases)('$recordType', async ({ recordType, act }) => {
      const me = await server.gql<{ me: { id: string } }>('{ me { id } }', {}, { token });
      const { operation, matches } = await act();
      const { list } = await auditLog({ recordType, operation });
      const rowOf = (candidate: Entry) => (operation === 'delete' ? candidate.beforeJson : candidate.afterJson);
      const entry = list.find((candidate) => matches(JSON.parse(rowOf(candidate) ?? '{}')));
      expect(entry, `${operation} of ${recordType}`).toBeDefined();
      expect({ actorId: entry?.actorId, actorName: entry?.actorName }).toEqual({
        actorId: me.data.me.id,
        actorName: ADMIN_EMAIL,
      });
    });
  });
});
