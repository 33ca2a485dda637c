// The role names live in @carrier/contracts so that the studio hides exactly what the server refuses.
export { hasRole, isRole, ROLES, type Role } from '@carrier/contracts';
