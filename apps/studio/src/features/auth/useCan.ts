import { hasRole, type Role } from '@carrier/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { MeRolesQuery } from './graphql/auth';

/** What the studio shows or hides, and the role the server asks for it (apps/server/src/graphql/permissions.ts). */
const ROLE_FOR = {
  /** Create, change, delete, release, publish. */
  edit: 'editor',
  /** Decide approval requests. */
  approve: 'approver',
  /** Users and tenant settings. */
  administer: 'admin',
} as const satisfies Record<string, Role>;
type StudioPermission = keyof typeof ROLE_FOR;

export const ME_ROLES_KEY = ['me', 'roles'];

/**
 * The signed-in user's id and roles, fetched once per page load: a sign-out reloads the studio, and a
 * role change shows after a reload (the server enforces it at once either way).
 */
const useMe = () =>
  useQuery({
    queryKey: ME_ROLES_KEY,
    queryFn: async () => (await request(MeRolesQuery, {})).me,
    staleTime: Number.POSITIVE_INFINITY,
    // Without the roles every change is hidden until a reload: a failed ask is tried again (1, 2, 4 s apart).
    retry: 3,
    retryDelay: (attempt) => 1000 * 2 ** attempt,
  });

/** True when the signed-in user may do it; false until their roles are known (nothing flashes for a viewer). */
export function useCan(permission: StudioPermission): boolean {
  const roles = useMe().data?.roles;
  return roles ? hasRole(roles, ROLE_FOR[permission]) : false;
}

/** The signed-in user's id, once known. */
export const useMyId = (): string | undefined => useMe().data?.id;
