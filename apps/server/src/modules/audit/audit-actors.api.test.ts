import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../testing/test-server';
import { MUTATIONS, uploadTo } from '../files/files.testing';
import { templatesClient } from '../templates/templates.testing';
import { signedInUserWithRoles } from '../users/users.testing';

type Entry = {
  actorId: string | null;
  actorName: string | null;
  operation: string;
  requestOperation: string | null;
  recordId: string | null;
  changedFields: string[];
};
const AUDIT_LOG = `query($where: auditWhereInput) {
  auditLog(where: $where, limit: 200) { list { actorId actorName operation requestOperation recordId changedFields } }
}`;

/** Who is named for the changes that carry no name of their own: files, a password chosen through a link. */
describe('audit actors', () => {
  let server: TestServer;
  let token: string;
  let adminId: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.signIn('test')).accessToken;
    adminId = (await server.gql<{ me: { id: string } }>('{ me { id } }', {}, { token })).data.me.id;
  });
  afterAll(async () => server?.close());

  const auditLog = async (where: Record<string, unknown>) => {
    const answer = await server.gql<{ auditLog: { list: Entry[] } }>(AUDIT_LOG, { where }, { token });
    expect(answer.errors).toBeUndefined();
    return answer.data.auditLog.list;
  };
  const ok = async (query: string, variables: Record<string, unknown>) => {
    const answer = await server.gql<Record<string, { status: string }>>(query, variables, { token });
    expect(Object.values(answer.data ?? {})[0]?.status, JSON.stringify(answer)).toBe('success');
  };

  it('names the user (id and name) for a file upload, folder, move and access change', async () => {
    const upload = await uploadTo(server, 'actors/', [{ name: 'note.txt', content: 'hello' }], { token });
    expect(upload.statusCode).toBe(200);
    await ok(MUTATIONS.createFolder, { key: 'actors-folder/' });
    await ok(MUTATIONS.moveFile, { key: 'actors/note.txt', newKey: 'actors/moved.txt' });
    await ok(MUTATIONS.setFileAcl, { key: 'actors/moved.txt', isPublic: true });
    const named = (entry: Entry) => ({
      id: entry.recordId,
      op: entry.requestOperation ?? entry.operation,
      actorId: entry.actorId,
      actorName: entry.actorName,
    });
    const entries = (await auditLog({ recordType: 'file' })).map(named);
    const admin = { actorId: adminId, actorName: ADMIN_EMAIL };
    expect(entries).toEqual(
      expect.arrayContaining([
        { id: 'default:actors/note.txt', op: 'insert', ...admin },
        { id: 'default:actors/', op: 'insert', ...admin },
        { id: 'default:actors-folder/', op: 'createFolder', ...admin },
        { id: 'default:actors/moved.txt', op: 'moveFile', ...admin },
        { id: 'default:actors/moved.txt', op: 'setFileAcl', ...admin },
      ]),
    );
  });

  it('names the user who chose their own password through the mailed link', async () => {
    const email = 'own-password@example.com';
    const { id } = await signedInUserWithRoles(server, { adminToken: token, email, roles: ['viewer'] });
    const [chosen] = (await auditLog({ recordType: 'user', recordId: id, operation: 'update' })).filter(
      (entry) => entry.requestOperation === 'resetPassword',
    );
    expect(chosen).toMatchObject({ actorId: id, actorName: email });
  });

  it('leaves version counters and bookkeeping out of the changed fields and the diff', async () => {
    const api = templatesClient(server, token);
    const id = await api.smsId('Bookkeeping', 'before');
    const update = await server.gql(
      'mutation($id: String!) { updateSmsTemplate(templateId: $id, input: { bodyLiquid: "after" }) { status } }',
      { id },
      { token },
    );
    expect(update.errors).toBeUndefined();
    const [updated] = await auditLog({ recordType: 'template', recordId: id, operation: 'update' });
    expect(updated?.changedFields).toEqual(['content.bodyLiquid']);
  });
});
