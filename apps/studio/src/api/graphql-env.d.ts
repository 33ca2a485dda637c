/* eslint-disable */
/* prettier-ignore */

export type introspection_types = {
  Boolean: unknown;
  DateTime: unknown;
  Int: unknown;
  Mutation: {
    kind: 'OBJECT';
    name: 'Mutation';
    fields: {
      addHostToTenantSettings: {
        name: 'addHostToTenantSettings';
        type: { kind: 'OBJECT'; name: 'result'; ofType: null };
      };
      logout: {
        name: 'logout';
        type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'result'; ofType: null } };
      };
      removeHostFromTenantSettings: {
        name: 'removeHostFromTenantSettings';
        type: { kind: 'OBJECT'; name: 'result'; ofType: null };
      };
      requestPasswordReset: {
        name: 'requestPasswordReset';
        type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'result'; ofType: null } };
      };
      resetPassword: {
        name: 'resetPassword';
        type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'result'; ofType: null } };
      };
    };
  };
  Query: {
    kind: 'OBJECT';
    name: 'Query';
    fields: {
      me: { name: 'me'; type: { kind: 'OBJECT'; name: 'me'; ofType: null } };
      refreshToken: { name: 'refreshToken'; type: { kind: 'OBJECT'; name: 'token'; ofType: null } };
      tenantSettings: {
        name: 'tenantSettings';
        type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'tenantSettings'; ofType: null } };
      };
      token_2: { name: 'token_2'; type: { kind: 'OBJECT'; name: 'token'; ofType: null } };
    };
  };
  String: unknown;
  createdStatus: {
    kind: 'OBJECT';
    name: 'createdStatus';
    fields: {
      id: { name: 'id'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      ids: {
        name: 'ids';
        type: {
          kind: 'LIST';
          name: never;
          ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null } };
        };
      };
    };
  };
  createdStatusResult: {
    kind: 'OBJECT';
    name: 'createdStatusResult';
    fields: {
      createdStatus: { name: 'createdStatus'; type: { kind: 'OBJECT'; name: 'createdStatus'; ofType: null } };
      errors: {
        name: 'errors';
        type: {
          kind: 'LIST';
          name: never;
          ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null } };
        };
      };
      errors_2: {
        name: 'errors_2';
        type: {
          kind: 'LIST';
          name: never;
          ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'errors'; ofType: null } };
        };
      };
      status: {
        name: 'status';
        type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      };
    };
  };
  errors: {
    kind: 'OBJECT';
    name: 'errors';
    fields: {
      code: { name: 'code'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      message: { name: 'message'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
    };
  };
  me: {
    kind: 'OBJECT';
    name: 'me';
    fields: {
      id: {
        name: 'id';
        type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      };
      tenantId: {
        name: 'tenantId';
        type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      };
      username: {
        name: 'username';
        type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      };
    };
  };
  result: {
    kind: 'OBJECT';
    name: 'result';
    fields: {
      errors: {
        name: 'errors';
        type: {
          kind: 'LIST';
          name: never;
          ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null } };
        };
      };
      errors_2: {
        name: 'errors_2';
        type: {
          kind: 'LIST';
          name: never;
          ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'errors'; ofType: null } };
        };
      };
      status: {
        name: 'status';
        type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      };
    };
  };
  tenantSettings: {
    kind: 'OBJECT';
    name: 'tenantSettings';
    fields: {
      hosts: {
        name: 'hosts';
        type: {
          kind: 'LIST';
          name: never;
          ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null } };
        };
      };
      tenantId: { name: 'tenantId'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
    };
  };
  token: {
    kind: 'OBJECT';
    name: 'token';
    fields: {
      accessToken: { name: 'accessToken'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      error: { name: 'error'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      errorDescription: { name: 'errorDescription'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      expiresIn: { name: 'expiresIn'; type: { kind: 'SCALAR'; name: 'Int'; ofType: null } };
      identityToken: { name: 'identityToken'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      refreshToken: { name: 'refreshToken'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
      requiresTwoFactor: { name: 'requiresTwoFactor'; type: { kind: 'SCALAR'; name: 'Boolean'; ofType: null } };
      tokenType: { name: 'tokenType'; type: { kind: 'SCALAR'; name: 'String'; ofType: null } };
    };
  };
};

/** An IntrospectionQuery representation of your schema.
 *
 * @remarks
 * This is an introspection of your schema saved as a file by GraphQLSP.
 * It will automatically be used by `gql.tada` to infer the types of your GraphQL documents.
 * If you need to reuse this data or update your `scalars`, update `tadaOutputLocation` to
 * instead save to a .ts instead of a .d.ts file.
 */
export type introspection = {
  name: never;
  query: 'Query';
  mutation: 'Mutation';
  subscription: never;
  types: introspection_types;
};

import * as gqlTada from 'gql.tada';

declare module 'gql.tada' {
  interface setupSchema {
    introspection: introspection;
  }
}
