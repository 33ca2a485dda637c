// zod/mini: the studio checks the host configuration before anything else loads, so it stays small.
import * as z from 'zod/mini';

/** What the public host-configuration endpoint answers for a known host. */
export const ZHostConfig = z.object({
  host: z.string(),
  tenantId: z.string(),
  clientId: z.string(),
  environment: z.string(),
  /** The app served at this host, if any. */
  appId: z.optional(z.nullable(z.string())),
  graphqlPath: z.literal('/graphql'),
  filesPath: z.literal('/api/v1/files'),
});
export type THostConfig = z.infer<typeof ZHostConfig>;

/** A host name as staff type it: letters, digits, dots, dashes and an optional port. */
export const ZHostName = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(
      /^(?=.{1,253}(:\d{1,5})?$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/,
    ),
  );
