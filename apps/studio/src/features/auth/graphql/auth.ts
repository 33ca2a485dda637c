import { graphql } from '../../../api/graphql';

export const SignInQuery = graphql(`
  query signIn($tenantId: String!, $clientId: String!, $username: String!, $password: String!) {
    token_2(tenantId: $tenantId, clientId: $clientId, username: $username, password: $password) {
      accessToken
      refreshToken
      error
      errorDescription
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation logout {
    logout { status errors }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation requestPasswordReset($tenantId: String!, $email: String!) {
    requestPasswordReset(tenantId: $tenantId, email: $email) { status errors }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation resetPassword($tenantId: String!, $token: String!, $newPassword: String!) {
    resetPassword(tenantId: $tenantId, token: $token, newPassword: $newPassword) { status errors errors_2 { code message } }
  }
`);

export const MeRolesQuery = graphql(`
  query meRoles { me { id roles } }
`);
