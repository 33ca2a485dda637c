// The messages between the server's thread and the thread that holds the embedded database
// (pglite-thread.ts sends them, pglite.worker.ts answers them).

/**
 * Where the database lives (a data directory, or memory from a `dumpDataDir()` archive's bytes), and
 * PGlite's WebAssembly, compiled once by the server's side for every thread it starts.
 */
export type PgliteThreadInit = ({ dataDir: string } | { snapshot?: ArrayBuffer }) & { wasm: WebAssembly.Module };

/** A statement or script, inside the numbered transaction when `tx` is given. */
export type PgliteCall =
  | {
      op: 'query';
      text: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Type ids whose values stay as PostgreSQL's text (the parsers drizzle passes keep them so). */
      textTypes: number[];
      tx?: number;
    }
  | { op: 'exec'; text: string; tx?: number }
  /**
   * Opens transaction `tx` (numbered by the server's side, so its statements can follow at once, before
   * this is answered); it stays open until `end`.
   */
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };

export type PgliteRequest = { id: number; call: PgliteCall };

/** A failure as plain fields (an Error's prototype does not cross threads): PostgreSQL's code among them. */
export type PgliteFailure = { message: string } & Record<string, unknown>;

export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; failure: PgliteFailure }
  /** A NOTIFY, posted as its transaction commits: before the answer to the statement that committed it. */
  | { notice: string; payload: string }
  | { ready: true }
  | { ready: false; failure: PgliteFailure };
