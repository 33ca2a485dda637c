type Answers<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs queries one after another and answers their results in order, as `Promise.all` would. For
 * code that may run inside a transaction: its one connection takes one query at a time, and node-postgres
 * refuses a query sent while another runs on the same client (deprecated in pg 8, an error from pg 9).
 */
export async function inTurn<const T extends readonly (() => unknown)[]>(...queries: T): Promise<Answers<T>> {
  const answers: unknown[] = [];
  for (const query of queries) answers.push(await query());
  return answers as Answers<T>;
}
