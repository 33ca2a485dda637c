import { ROLES } from '@carrier/contracts';
import { z } from 'zod';

/** The roles a user gets: at least one. Messages are i18n keys. */
export const rolesField = z.array(z.enum(ROLES)).min(1, 'users.roles.required');
