import { builder } from '../builder';
import { cachedBy } from '../response-cache';

export type Login = { id: string | null; username: string | null };

/** Who created or last changed a row (`createdBy { username }`). */
export const LoginRef = builder.objectRef<Login>('login').implement({
  ...cachedBy(),
  fields: (t) => ({
    id: t.exposeString('id'),
    username: t.exposeString('username'),
  }),
});

/** A login from the id and username columns, or null when nobody is recorded. */
export const loginOf = (id: string | null, username: string | null): Login | null =>
  id || username ? { id, username } : null;
