// A file of its own: the studio's start-up reads host-config.ts, and this zod schema must not come along.
import * as z from 'zod/mini';

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
