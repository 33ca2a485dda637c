// The embedded database's own thread: PGlite runs its statements here, so the server's thread never
// stops for one. The server's side is pglite-thread.ts; the messages are pglite-thread-messages.ts.
import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { PgliteCall, PgliteFailure, PgliteReply, PgliteRequest, PgliteThreadInit } from './pglite-thread-messages';

const port = parentPort;
const keepText = (value: string) => value;
/** The parsers that keep the named types as text, made once per set of types (drizzle sends two sets). */
const textParsers = new Map<string, Record<number, typeof keepText>>();
function parsersKeepingText(types: number[]) {
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, keepText]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

/** An error's own fields (PostgreSQL's code, detail, constraint...) with its message. */
function failureOf(error: unknown): PgliteFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: PgliteFailure = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error))
    if (typeof value !== 'object' || value === null) fields[key] = value;
  return fields;
}

class RolledBack extends Error {}

/** How to end an open transaction, and its end (commit or rollback) once asked. */
type Ending = { decide: (commit: boolean) => void; finished: Promise<void> };

/** Opens a database and answers the calls made to it. */
async function openDatabase(init: PgliteThreadInit) {
  const db = new PGlite({
    pgliteWasmModule: init.wasm,
    ...('dataDir' in init ? { dataDir: init.dataDir } : init.snapshot && { loadDataDir: new Blob([init.snapshot]) }),
  });
  await db.waitReady;
  /** Open transactions: their statements' target, and how to end them. */
  const open = new Map<number, Transaction>();
  const endings = new Map<number, Ending>();
  let nextTx = 0;
  const target = (tx: number | undefined) => {
    if (tx === undefined) return db;
    const found = open.get(tx);
    if (!found) throw new Error(`Transaction ${tx} is not open.`);
    return found;
  };

  const run = async (call: PgliteCall): Promise<unknown> => {
    switch (call.op) {
      case 'query':
        return target(call.tx).query(call.text, call.params, {
          rowMode: call.rowMode,
          parsers: parsersKeepingText(call.textTypes),
        });
      case 'exec':
        return target(call.tx).exec(call.text);
      case 'begin':
        return begin();
      case 'end':
        return end(call.tx, call.commit);
      case 'listen':
        await db.listen(call.channel, (payload) => post({ notice: call.channel, payload }));
        return null;
      case 'dump':
        return db.dumpDataDir('none').then((archive) => archive.arrayBuffer());
      case 'close':
        await db.close();
        return null;
    }
  };

  /** PGlite's transaction, held open (its callback waits) until the server's side ends it. */
  const begin = () =>
    new Promise<number>((opened, failed) => {
      const id = ++nextTx;
      let decide: (commit: boolean) => void = () => undefined;
      const decided = new Promise<boolean>((resolve) => {
        decide = resolve;
      });
      const finished = db
        .transaction(async (tx) => {
          open.set(id, tx);
          opened(id);
          if (!(await decided)) throw new RolledBack();
        })
        .catch((error) => {
          if (!(error instanceof RolledBack)) throw error;
        })
        .finally(() => {
          open.delete(id);
          endings.delete(id);
        });
      endings.set(id, { decide, finished });
      // Failing to open rejects here; failing to commit is the answer to `end`.
      finished.catch(failed);
    });

  const end = async (tx: number, commit: boolean) => {
    const ending = endings.get(tx);
    if (!ending) throw new Error(`Transaction ${tx} is not open.`);
    ending.decide(commit);
    await ending.finished;
    return null;
  };

  return run;
}

/**
 * One database at a time: `init` opens it, calls follow, `close` ends it and the thread waits for the
 * next `init` (a process that opens databases one after another, as the tests do, keeps its thread).
 */
let run: ((call: PgliteCall) => Promise<unknown>) | null = null;
port?.on('message', async (message: PgliteRequest | { init: PgliteThreadInit }) => {
  if ('init' in message) {
    try {
      run = await openDatabase(message.init);
      post({ ready: true });
    } catch (error) {
      post({ ready: false, failure: failureOf(error) });
    }
    return;
  }
  const { id, call } = message;
  try {
    if (!run) throw new Error('No database is open.');
    const value = await run(call);
    if (call.op === 'close') run = null;
    post({ id, ok: true, value }, value instanceof ArrayBuffer ? [value] : []);
  } catch (error) {
    post({ id, ok: false, failure: failureOf(error) });
  }
});

function post(reply: PgliteReply, transfer: ArrayBuffer[] = []) {
  port?.postMessage(reply, transfer);
}
