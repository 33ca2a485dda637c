import { graphql } from '../../api/graphql';

export const UsersQuery = graphql(`
  query users { users { id email roles active createdAt } }
`);

export const InviteUserMutation = graphql(`
  mutation inviteUser($email: String!, $roles: [String!]!) {
    inviteUser(email: $email, roles: $roles) { status errors errors_2 { code message } }
  }
`);

export const UpdateUserRolesMutation = graphql(`
  mutation updateUserRoles($userId: String!, $roles: [String!]!) {
    updateUserRoles(userId: $userId, roles: $roles) { status errors errors_2 { code message } }
  }
`);

export const DeactivateUserMutation = graphql(`
  mutation deactivateUser($userId: String!) {
    deactivateUser(userId: $userId) { status errors errors_2 { code message } }
  }
`);

export const ReactivateUserMutation = graphql(`
  mutation reactivateUser($userId: String!) {
    reactivateUser(userId: $userId) { status errors errors_2 { code message } }
  }
`);

export const ResetUserSessionsMutation = graphql(`
  mutation resetUserSessions($userId: String!) {
    resetUserSessions(userId: $userId) { status errors errors_2 { code message } }
  }
`);
