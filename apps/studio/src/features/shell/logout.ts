import { execute } from '../../api/client';
import { session } from '../../api/session';
import { LogoutMutation } from '../auth/graphql/auth';

/** Revokes the session on the server when it can, removes the tokens and reloads the root. */
export async function logout() {
  try {
    await execute(LogoutMutation, {});
  } catch {
    // The tokens go away regardless; the session expires on its own.
  }
  session.clear();
  window.location.assign('/');
}
