import { Resolver } from 'node:dns/promises';

/** The TXT records at a name, each as its strings (node:dns's shape); rejects with a code such as ENOTFOUND. */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** The system's DNS servers, a few seconds at most: the studio's Verify waits for it. */
export function systemTxtResolver(): TxtResolver {
  const resolver = new Resolver({ timeout: 4000, tries: 2 });
  return (name) => resolver.resolveTxt(name);
}

/** The lookup's error codes that mean "no such record (yet)", not "the lookup failed". */
export const NO_RECORD_CODES = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);
