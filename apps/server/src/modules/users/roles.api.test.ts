import { MESSAGES } from '@carrier/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../core/roles';
import { isListedMutation, permissionOf, permits } from '../../graphql/permissions';
import { buildSchema } from '../../graphql/schema';
import { useTestServer } from '../../testing/use-test-server';
import { signedInUserWithRoles } from './users.testing';

const server = useTestServer();
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  const adminToken = server.token;
  tokens.admin = adminToken;
  for (const role of ROLES.filter((role) => role !== 'admin')) {
    tokens[role] = (
      await signedInUserWithRoles(server, { adminToken, email: `${role}@roles.test`, roles: [role] })
    ).accessToken;
  }
});

const MUTATIONS = Object.keys(buildSchema().getMutationType()?.getFields() ?? {});
const refused = (errors: Array<{ message: string }> | undefined) =>
  errors?.some((error) => error.message === MESSAGES.notAuthorized) ?? false;

describe('the permission map', () => {
  it('has an entry for every mutation of the schema (a new one must be placed under a permission)', () => {
    expect(MUTATIONS.filter((field) => !isListedMutation(field))).toEqual([]);
  });

  it('gives the roles the issue describes', () => {
    expect(permissionOf('mutation', 'createProduct')).toBe('editor');
    expect(permissionOf('mutation', 'inviteUser')).toBe('admin');
    expect(permissionOf('mutation', 'a mutation nobody listed')).toBe('admin');
    expect(permissionOf('query', 'products')).toBe('viewer');
    expect(permissionOf('query', 'users')).toBe('admin');
  });
});

describe.each(ROLES)('a user with the %s role', (role) => {
  // Each mutation is sent without its arguments: a refusal comes before validation, an allowed one
  // reaches validation (and fails there) but is never answered "You are not authorized".
  it.each(MUTATIONS)('is refused or allowed %s as the permission map says', async (field) => {
    const answer = await server.gql(`mutation { ${field} }`, {}, { token: tokens[role] });
    const allowed = permits({ roles: [role] }, permissionOf('mutation', field));
    expect(refused(answer.errors), `${role} ${field}`).toBe(!allowed);
    if (!allowed) expect(answer.data).toBeNull();
  });
});

describe('enforcement', () => {
  const CREATE_INSURER = 'mutation($id: String!) { createInsurer(input: { id: $id, name: "Roles" }) { status } }';

  it('lets an editor change data, and refuses a viewer and an approver before anything is written', async () => {
    const editor = await server.gql<{ createInsurer: { status: string } }>(
      CREATE_INSURER,
      { id: 'roles_editor' },
      { token: tokens.editor },
    );
    expect(editor.data.createInsurer.status).toBe('success');
    for (const role of ['viewer', 'approver'] as const) {
      const answer = await server.gql(CREATE_INSURER, { id: `roles_${role}` }, { token: tokens[role] });
      expect(answer.errors?.[0]).toMatchObject({
        message: MESSAGES.notAuthorized,
        extensions: { code: 'authorization' },
      });
    }
    const insurers = await server.gql<{ insurers: Array<{ id: string }> }>(
      '{ insurers { id } }',
      {},
      { token: tokens.viewer },
    );
    const ids = insurers.data.insurers.map((insurer) => insurer.id);
    expect(ids).toContain('roles_editor');
    expect(ids).not.toContain('roles_viewer');
  });

  it('refuses a mutation hidden behind a fragment or next to an allowed field', async () => {
    const viaFragment = await server.gql(
      'mutation { ...m } fragment m on Mutation { deleteProduct(id: "x") { status } }',
      {},
      { token: tokens.viewer },
    );
    expect(refused(viaFragment.errors)).toBe(true);
    const mixed = await server.gql(
      'mutation { logout { status } inviteUser(email: "a@b.test", roles: ["viewer"]) { status } }',
      {},
      {
        token: tokens.editor,
      },
    );
    expect(refused(mixed.errors)).toBe(true);
  });

  it('lets every role read, and only an admin list users', async () => {
    for (const role of ROLES) {
      const me = await server.gql<{ me: { roles: string[] } }>('{ me { roles } }', {}, { token: tokens[role] });
      expect(me.data.me.roles).toEqual([role]);
      const users = await server.gql('{ users { id } }', {}, { token: tokens[role] });
      expect(refused(users.errors)).toBe(role !== 'admin');
    }
  });
});
