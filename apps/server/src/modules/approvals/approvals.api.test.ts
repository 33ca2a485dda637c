import { randomUUID } from 'node:crypto';
import { uiNode } from '@carrier/contracts/ui-tree';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { auditLog } from '../audit/audit.tables';
import { type ProductIdArg, pricingClient } from '../pricing/pricing.testing';
import { signedInUserWithRoles } from '../users/users.testing';
import { approvalRequests } from './approvals.tables';

const SETTINGS = `mutation($i: approvalSettingsInput!) { updateApprovalSettings(input: $i) { releases publishes } }`;
const CREATE_RELEASE = `mutation($i: createReleaseInput!) { createRelease(input: $i) {
  status errors errors_2 { code message } createdStatus { id } approvalRequest { id kind status targetId name products mine } } }`;
const PUBLISH = `mutation($appId: String!, $note: String) { publishApp(appId: $appId, note: $note) {
  status errors errors_2 { code message } createdStatus { id } approvalRequest { id kind status targetId name description } } }`;
const DECIDE = {
  approve: `mutation($id: String!, $comment: String) { approveRequest(id: $id, comment: $comment) { status errors_2 { code message } } }`,
  reject: `mutation($id: String!, $comment: String!) { rejectRequest(id: $id, comment: $comment) { status errors_2 { code message } } }`,
  cancel: `mutation($id: String!) { cancelRequest(id: $id) { status errors_2 { code message } } }`,
};
const REQUESTS = `query($where: approvalRequestWhereInput) { approvalRequests(where: $where) {
  id kind status name comment mine maker { username } decidedBy { username } decidedAt } }`;
const RELEASE = `query($id: String!) { release(id: $id) { id name createdBy { username } products { productId { version } } } }`;
const FROZEN = `query($where: productWhereInput) { products_2(where: $where) { list { isFrozen } } }`;
const VERSIONS = `query($appId: String!) { appVersions(appId: $appId) { version note live createdBy { username } } }`;

type Answer = {
  status: string;
  errors_2: Array<{ code: string; message: string }>;
  createdStatus: { id: string } | null;
  approvalRequest: { id: string; status: string; targetId: string; name: string } | null;
};
type Request = { id: string; kind: string; status: string; name: string; comment: string | null; mine: boolean };

let server: TestServer;
const tokens: Record<'admin' | 'editor' | 'approver' | 'viewer' | 'otherTenant', string> = {
  admin: '',
  editor: '',
  approver: '',
  viewer: '',
  otherTenant: '',
};
const v1: ProductIdArg = { plan: 'travel', type: 'single_trip', version: '1' };
const v2: ProductIdArg = { plan: 'travel', type: 'single_trip', version: '2' };
const v3: ProductIdArg = { plan: 'travel', type: 'single_trip', version: '3' };

/** A user of the tenant with these roles, invited by its admin (users.testing.ts). */
const userWith = async (name: string, roles: Role[]) =>
  (await signedInUserWithRoles(server, { adminToken: tokens.admin, email: `${name}@approvals.test`, roles }))
    .accessToken;

const gql = async <T>(as: string, query: string, variables: Record<string, unknown> = {}) => {
  const answer = await server.gql<T>(query, variables, { token: as });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
};
const requireApproval = (as: string, releases: boolean, publishes: boolean) =>
  server.gql(SETTINGS, { i: { releases, publishes } }, { token: as });
const release = async (name: string, productIds: ProductIdArg[], as = tokens.editor) =>
  (await gql<{ createRelease: Answer }>(as, CREATE_RELEASE, { i: { name, productIds } })).createRelease;
const decide = async (
  decision: keyof typeof DECIDE,
  id: string,
  as: string,
  comment?: string,
): Promise<{ status: string; errors_2: Array<{ code: string; message: string }> }> =>
  Object.values(await gql<Record<string, Answer>>(as, DECIDE[decision], { id, comment }))[0] as Answer;
const requests = async (where: Record<string, unknown> = {}, as = tokens.approver) =>
  (await gql<{ approvalRequests: Request[] }>(as, REQUESTS, { where })).approvalRequests;
const isFrozen = async (productId: ProductIdArg) =>
  (
    await gql<{ products_2: { list: Array<{ isFrozen: boolean }> } }>(tokens.admin, FROZEN, {
      where: { id_in: [productId] },
    })
  ).products_2.list[0]?.isFrozen;

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = (await server.signIn('test')).accessToken;
  tokens.otherTenant = (await server.signIn('test_uat')).accessToken;
  tokens.editor = await userWith('maker', ['editor']);
  tokens.approver = await userWith('checker', ['approver']);
  tokens.viewer = await userWith('reader', ['viewer']);
  const client = pricingClient(server, () => tokens.admin);
  for (const productId of [v1, v2, v3]) {
    await client.createProduct(productId);
    await client.setLogic(productId, JSON.stringify({ '*': [{ var: 'days' }, 10] }));
  }
});
afterAll(() => server?.close());

describe('approvals off (the default)', () => {
  it('releases at once, as before, and stores no request', async () => {
    const answer = await release('Straight', [v3]);
    expect(answer).toMatchObject({ status: 'success', approvalRequest: null });
    expect(answer.createdStatus?.id).toBeTruthy();
    expect(await isFrozen(v3)).toBe(true);
    expect(await requests()).toEqual([]);
  });

  it('refuses a second release of a released version, naming the release that holds it', async () => {
    expect(await release('Straight again', [v3])).toMatchObject({
      status: 'failure',
      createdStatus: null,
      errors_2: [
        {
          code: 'version_released',
          message:
            'The product travel/single_trip/3 is already in the release Straight: a product version is in one release only. Create a new version to release it again.',
        },
      ],
    });
  });

  it('only an admin changes the setting', async () => {
    const refused = await requireApproval(tokens.editor, true, true);
    expect(refused.errors?.[0]?.message).toBe('You are not authorized');
    expect(
      (await gql<{ approvalSettings: object }>(tokens.viewer, '{ approvalSettings { releases publishes } }'))
        .approvalSettings,
    ).toEqual({
      releases: false,
      publishes: false,
    });
  });
});

describe('a release that needs approval', () => {
  beforeAll(async () => {
    expect((await requireApproval(tokens.admin, true, false)).data).toEqual({
      updateApprovalSettings: { releases: true, publishes: false },
    });
  });

  it('is submitted, not released: the maker sees it pending and the product stays editable', async () => {
    const answer = await release('Spring', [v1]);
    expect(answer).toMatchObject({
      status: 'pending_approval',
      errors_2: [],
      createdStatus: null,
      approvalRequest: {
        kind: 'release',
        status: 'pending',
        name: 'Spring',
        products: ['travel/single_trip/1'],
        mine: true,
      },
    });
    expect(await isFrozen(v1)).toBe(false);
    expect(await gql(tokens.admin, RELEASE, { id: answer.approvalRequest?.targetId })).toEqual({ release: null });
    expect((await requests({ status: 'pending' })).map((request) => [request.name, request.mine])).toEqual([
      ['Spring', false],
    ]);
    expect((await requests({ mine: true }, tokens.editor)).map((request) => request.name)).toEqual(['Spring']);
  });

  it('refuses the maker deciding their own request, and a user without the approver role', async () => {
    const [pending] = await requests({ status: 'pending' });
    const id = pending?.id ?? '';
    // An admin maker holds every role, yet still may not approve what they submitted.
    const own = await release('Admin own', [v2], tokens.admin);
    expect(await decide('approve', own.approvalRequest?.id ?? '', tokens.admin)).toMatchObject({
      status: 'failure',
      errors_2: [{ code: 'approval_self_decision' }],
    });
    expect(await decide('cancel', own.approvalRequest?.id ?? '', tokens.admin)).toMatchObject({ status: 'success' });
    const byViewer = await server.gql(DECIDE.approve, { id }, { token: tokens.viewer });
    expect(byViewer.errors?.[0]?.message).toBe('You are not authorized');
    expect((await server.gql(DECIDE.approve, { id }, { token: tokens.editor })).errors?.[0]?.message).toBe(
      'You are not authorized',
    );
    expect(await decide('cancel', id, tokens.admin)).toMatchObject({ errors_2: [{ code: 'approval_not_maker' }] });
    expect(await isFrozen(v1)).toBe(false);
  });

  it('is released when a different approver approves it: one transaction, as the maker, with audit events', async () => {
    const [pending] = await requests({ status: 'pending' });
    const id = pending?.id ?? '';
    expect(await decide('approve', id, tokens.approver, 'Looks right')).toEqual({ status: 'success', errors_2: [] });
    expect(await isFrozen(v1)).toBe(true);
    const [decided] = await requests({ kind: 'release', status: 'approved' });
    expect(decided).toMatchObject({
      name: 'Spring',
      comment: 'Looks right',
      decidedBy: { username: 'checker@approvals.test' },
    });
    const { approvalRequest } = await gql<{ approvalRequest: { targetId: string } }>(
      tokens.viewer,
      'query($id: String!) { approvalRequest(id: $id) { targetId } }',
      { id },
    );
    expect(await gql(tokens.viewer, RELEASE, { id: approvalRequest.targetId })).toEqual({
      release: {
        id: approvalRequest.targetId,
        name: 'Spring',
        createdBy: { username: 'maker@approvals.test' },
        products: [{ productId: { version: '1' } }],
      },
    });
    expect(await decide('approve', id, tokens.approver)).toMatchObject({
      errors_2: [{ code: 'approval_not_pending' }],
    });
    const events = await server.services.db
      .select({ operation: auditLog.operation, actor: auditLog.actorName })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 'test'), eq(auditLog.recordId, approvalRequest.targetId)));
    expect(events).toEqual(
      expect.arrayContaining([
        { operation: 'approval_requested', actor: 'maker@approvals.test' },
        { operation: 'approval_approved', actor: 'checker@approvals.test' },
      ]),
    );
  });

  it('is rejected with a comment, and nothing is released', async () => {
    const answer = await release('Summer', [v2]);
    const id = answer.approvalRequest?.id ?? '';
    expect(await decide('reject', id, tokens.approver, '  ')).toMatchObject({
      errors_2: [{ code: 'approval_comment_required' }],
    });
    expect(await decide('reject', id, tokens.approver, 'Wrong rate')).toMatchObject({ status: 'success' });
    expect(await isFrozen(v2)).toBe(false);
    expect((await requests({ mine: true }, tokens.editor))[0]).toMatchObject({
      name: 'Summer',
      status: 'rejected',
      comment: 'Wrong rate',
    });
    expect(await decide('approve', id, tokens.approver)).toMatchObject({
      errors_2: [{ code: 'approval_not_pending' }],
    });
  });

  it('tells the maker of each decision until they dismiss it, kept on the server per maker', async () => {
    const DISMISS = `mutation($id: String!) { dismissApprovalDecision(id: $id) { status errors_2 { code message } } }`;
    const dismiss = async (id: string, as: string) =>
      (await gql<{ dismissApprovalDecision: Answer }>(as, DISMISS, { id })).dismissApprovalDecision;
    const notices = await requests({ decisionUnseen: true }, tokens.editor);
    const summer = notices.find((request) => request.name === 'Summer');
    expect(summer).toMatchObject({ status: 'rejected', comment: 'Wrong rate', mine: true });
    expect(notices.every((request) => request.mine && ['approved', 'rejected'].includes(request.status))).toBe(true);
    expect(await requests({ decisionUnseen: true }, tokens.approver)).toEqual([]);
    const id = summer?.id ?? '';
    expect(await dismiss(id, tokens.approver)).toMatchObject({ errors_2: [{ code: 'approval_not_maker' }] });
    expect(await dismiss(id, tokens.otherTenant)).toMatchObject({ errors_2: [{ code: 'approval_not_found' }] });
    const pending = (await release('Undecided', [v2])).approvalRequest?.id ?? '';
    expect(await dismiss(pending, tokens.editor)).toMatchObject({ errors_2: [{ code: 'approval_not_decided' }] });
    expect(await decide('cancel', pending, tokens.editor)).toMatchObject({ status: 'success' });
    expect(await dismiss(id, tokens.editor)).toMatchObject({ status: 'success' });
    const after = await requests({ decisionUnseen: true }, tokens.editor);
    expect(after.map((request) => request.id)).not.toContain(id);
    expect(after).toHaveLength(notices.length - 1);
    expect(await dismiss(id, tokens.editor)).toMatchObject({ status: 'success' });
  });

  it('refuses to approve a release whose product version changed after it was submitted', async () => {
    const answer = await release('Autumn', [v2]);
    const id = answer.approvalRequest?.id ?? '';
    await pricingClient(server, () => tokens.editor).setLogic(v2, JSON.stringify({ '*': [{ var: 'days' }, 12] }));
    expect(await decide('approve', id, tokens.approver)).toEqual({
      status: 'failure',
      errors_2: [
        {
          code: 'approval_target_changed',
          message:
            'A product version of the release Autumn changed after it was submitted: what would be approved is not what was submitted. Reject the request and submit the release again.',
        },
      ],
    });
    expect(await isFrozen(v2)).toBe(false);
    expect((await requests({ status: 'pending' })).map((request) => request.name)).toEqual(['Autumn']);
  });

  it('answers another tenant’s request as a missing one', async () => {
    const [pending] = await requests({ status: 'pending' });
    const id = pending?.id ?? '';
    expect(await decide('approve', id, tokens.otherTenant)).toMatchObject({
      errors_2: [{ code: 'approval_not_found', message: `The approval request ${id} does not exist.` }],
    });
    expect(await decide('reject', id, tokens.otherTenant, 'no')).toMatchObject({
      errors_2: [{ code: 'approval_not_found' }],
    });
    expect(await requests({}, tokens.otherTenant)).toEqual([]);
    expect(await gql(tokens.otherTenant, 'query($id: String!) { approvalRequest(id: $id) { id } }', { id })).toEqual({
      approvalRequest: null,
    });
    expect(await decide('cancel', id, tokens.editor)).toMatchObject({ status: 'success' });
  });
});

describe('a product version is in one release only', () => {
  const gov = (version: string): ProductIdArg => ({ plan: 'gov_travel', type: 'single_trip', version });
  const [g1, g2, g3, g4] = [gov('1'), gov('2'), gov('3'), gov('4')];
  const pendingMessage = (label: string, name: string) =>
    `The product ${label} is already in the release ${name}, which is waiting for approval: a product version is in one release only. Withdraw or reject that request first, or create a new version.`;
  const releases = async () =>
    (
      await gql<{
        releases: { list: Array<{ name: string; products: Array<{ productId: { plan: string; version: string } }> }> };
      }>(tokens.viewer, `{ releases(limit: 100) { list { name products { productId { plan version } } } } }`)
    ).releases.list.filter((item) => item.products.some((product) => product.productId.plan === 'gov_travel'));

  beforeAll(async () => {
    const client = pricingClient(server, () => tokens.admin);
    for (const productId of [g1, g2, g3, g4]) {
      await client.createProduct(productId);
      await client.setLogic(productId, JSON.stringify({ '*': [{ var: 'days' }, 10] }));
    }
    await requireApproval(tokens.admin, true, false);
  });

  it('refuses to submit a version waiting in a pending release, then one frozen by the approved release', async () => {
    const first = await release('Release Gov B', [g1]);
    expect(first.status).toBe('pending_approval');
    expect(await release('Release Gov C dup', [g2, g1])).toEqual({
      status: 'failure',
      errors: [pendingMessage('gov_travel/single_trip/1', 'Release Gov B')],
      errors_2: [
        { code: 'version_release_pending', message: pendingMessage('gov_travel/single_trip/1', 'Release Gov B') },
      ],
      createdStatus: null,
      approvalRequest: null,
    });
    // Not even an admin, nor with the setting off: a direct release is refused the same way.
    await requireApproval(tokens.admin, false, false);
    expect((await release('Direct', [g1], tokens.admin)).errors_2).toMatchObject([{ code: 'version_release_pending' }]);
    await requireApproval(tokens.admin, true, false);
    expect((await requests({ status: 'pending' })).map((request) => request.name)).toEqual(['Release Gov B']);

    expect(await decide('approve', first.approvalRequest?.id ?? '', tokens.approver)).toMatchObject({
      status: 'success',
    });
    expect((await release('Release Gov D', [g1])).errors_2).toEqual([
      {
        code: 'version_released',
        message:
          'The product gov_travel/single_trip/1 is already in the release Release Gov B: a product version is in one release only. Create a new version to release it again.',
      },
    ]);
    // Withdrawn or rejected, a request holds nothing: its version can be submitted again.
    const withdrawn = await release('Release Gov E', [g2]);
    expect(await decide('cancel', withdrawn.approvalRequest?.id ?? '', tokens.editor)).toMatchObject({
      status: 'success',
    });
    const again = await release('Release Gov F', [g2]);
    expect(again.status).toBe('pending_approval');
    expect(await decide('cancel', again.approvalRequest?.id ?? '', tokens.editor)).toMatchObject({ status: 'success' });
    expect((await releases()).map((item) => item.name)).toEqual(['Release Gov B']);
  });

  it('refuses to approve a release whose version another release froze meanwhile, saying why', async () => {
    const kept = await release('Release Gov G', [g3]);
    // A request stored before the check (or by an older server) naming the same version.
    const [stored] = await server.services.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, kept.approvalRequest?.id ?? ''));
    if (!stored) throw new Error('request not stored');
    const twinId = randomUUID();
    await server.services.db.insert(approvalRequests).values({
      ...stored,
      id: twinId,
      targetId: randomUUID(),
      payload: { ...stored.payload, name: 'Release Gov H' } as typeof stored.payload,
      createdAt: new Date(stored.createdAt.getTime() + 1000),
    });
    expect(await decide('approve', kept.approvalRequest?.id ?? '', tokens.approver)).toMatchObject({
      status: 'success',
    });
    expect(await decide('approve', twinId, tokens.approver)).toEqual({
      status: 'failure',
      errors_2: [
        {
          code: 'approval_version_released',
          message:
            'The product gov_travel/single_trip/3 of the release Release Gov H was released in Release Gov G after it was submitted: a product version is in one release only. Reject the request and submit the release with a new version.',
        },
      ],
    });
    expect((await requests({ status: 'pending' })).map((request) => request.name)).toEqual(['Release Gov H']);
    expect(await decide('reject', twinId, tokens.approver, 'Already released')).toMatchObject({ status: 'success' });
    expect((await releases()).filter((item) => item.name === 'Release Gov G')).toHaveLength(1);
    expect((await releases()).map((item) => item.name)).not.toContain('Release Gov H');
  });

  it('lets one of two concurrent submissions of a version win, with approval and without', async () => {
    const submitted = await Promise.all([release('Race 1', [g4]), release('Race 2', [g4])]);
    expect(submitted.map((answer) => answer.status).sort()).toEqual(['failure', 'pending_approval']);
    expect(submitted.find((answer) => answer.status === 'failure')?.errors_2).toMatchObject([
      { code: 'version_release_pending' },
    ]);
    const winner = submitted.find((answer) => answer.approvalRequest)?.approvalRequest;
    expect(await decide('cancel', winner?.id ?? '', tokens.editor)).toMatchObject({ status: 'success' });

    await requireApproval(tokens.admin, false, false);
    try {
      const created = await Promise.all([
        release('Race 3', [g4], tokens.admin),
        release('Race 4', [g4], tokens.admin),
        release('Race 5', [g4], tokens.editor),
      ]);
      expect(created.map((answer) => answer.status).sort()).toEqual(['failure', 'failure', 'success']);
      expect(created.filter((answer) => answer.status === 'failure').map((answer) => answer.errors_2[0]?.code)).toEqual(
        ['version_released', 'version_released'],
      );
      expect(
        (await releases()).filter((item) => item.products.some((product) => product.productId.version === '4')),
      ).toHaveLength(1);
    } finally {
      await requireApproval(tokens.admin, true, false);
    }
  });
});

describe('a publish that needs approval', () => {
  const both = (en: string, zh: string) => ({ content: { 'en-US': en, 'zh-HK': zh } });
  let homeId = '';
  const setHeadline = (en: string, zh: string) =>
    gql(
      tokens.editor,
      `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status } }`,
      {
        id: homeId,
        input: {
          editorAst: JSON.stringify(uiNode('JBox', { children: [uiNode('JHeadline', { texts: both(en, zh) })] })),
        },
      },
    );
  const publish = async (note: string) =>
    (await gql<{ publishApp: Answer }>(tokens.editor, PUBLISH, { appId: 'shop', note })).publishApp;
  const versions = async () =>
    (
      await gql<{
        appVersions: Array<{ version: number; note: string; live: boolean; createdBy: { username: string } }>;
      }>(tokens.viewer, VERSIONS, { appId: 'shop' })
    ).appVersions;

  beforeAll(async () => {
    await requireApproval(tokens.admin, false, true);
    await gql(tokens.editor, `mutation($input: createAppInput!) { createApp(input: $input) { status } }`, {
      input: { appId: 'shop', appName: 'Shop' },
    });
    const { components } = await gql<{ components: { list: Array<{ id: string; name: string }> } }>(
      tokens.editor,
      `query { components(where: { appId: "shop" }) { list { id name } } }`,
    );
    homeId = components.list.find((component) => component.name === 'HomePage')?.id ?? '';
    await setHeadline('Welcome', '歡迎');
  });

  it('is submitted, then goes live when approved', async () => {
    const answer = await publish('launch');
    expect(answer).toMatchObject({
      status: 'pending_approval',
      createdStatus: null,
      approvalRequest: { kind: 'publish', status: 'pending', targetId: 'shop', name: 'Shop', description: 'launch' },
    });
    expect(await versions()).toEqual([]);
    expect(await decide('approve', answer.approvalRequest?.id ?? '', tokens.approver)).toMatchObject({
      status: 'success',
    });
    expect(await versions()).toEqual([
      { version: 1, note: 'launch', live: true, createdBy: { username: 'maker@approvals.test' } },
    ]);
  });

  it('refuses to approve an app edited after it was submitted', async () => {
    const answer = await publish('second');
    await setHeadline('Hello', '你好');
    expect(await decide('approve', answer.approvalRequest?.id ?? '', tokens.approver)).toMatchObject({
      status: 'failure',
      errors_2: [{ code: 'approval_target_changed' }],
    });
    expect((await versions()).map((version) => version.version)).toEqual([1]);
  });
});
