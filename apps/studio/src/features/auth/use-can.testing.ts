import type { Role } from '@carrier/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ME_ROLES_KEY } from './useCan';

/** A test's signed-in user: their roles are known before anything renders, so no request asks for them. */
export function signedInAs(client: QueryClient, roles: Role[], id = 'user-1') {
  client.setQueryData(ME_ROLES_KEY, { id, roles });
  return client;
}
