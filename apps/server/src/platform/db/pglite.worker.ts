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
  /**
   * Transactions begun: their statements' target once open (a statement sent right after its `begin`
   * waits here for PGlite to open it), and how to end them.
   */
  const open = new Map<number, Promise<Transaction>>();
  const endings = new Map<number, Ending>();
  const target = async (tx: number | undefined) => {
    if (tx === undefined) return db;
    const found = open.get(tx);
    if (!found) throw new Error(`Transaction ${tx} is not open.`);
    return found;
  };

  const run = async (call: PgliteCall): Promise<unknown> => {
    switch (call.op) {
      case 'query':
        return (await target(call.tx)).query(call.text, call.params, {
          rowMode: call.rowMode,
          parsers: parsersKeepingText(call.textTypes),
        });
      case 'exec':
        return (await target(call.tx)).exec(call.text);
      case 'begin':
        return begin(call.tx);
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
  const begin = (id: number) => {
    if (open.has(id)) throw new Error(`Transaction ${id} is open already.`);
    let decide: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => {
      decide = resolve;
    });
    let opened: (tx: Transaction) => void = () => undefined;
    const opening = new Promise<Transaction>((resolve) => {
      opened = resolve;
    });
    const finished = db
      .transaction(async (tx) => {
        opened(tx);
        if (!(await decided)) throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      })
      .finally(() => {
        open.delete(id);
        endings.delete(id);
      });
    // A transaction that fails to open fails its statements (and its `begin`) with PGlite's error.
    const ready = Promise.race([
      opening,
      finished.then(() => Promise.reject(new Error(`Transaction ${id} is not open.`))),
    ]);
    ready.catch(() => undefined); // answered to whoever waits on it; nobody may
    open.set(id, ready);
    endings.set(id, { decide, finished });
    return ready.then(() => null);
  };

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
