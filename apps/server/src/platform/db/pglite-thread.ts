// The embedded database in a thread of its own. PGlite runs each statement synchronously on the thread
// that holds it: on the server's thread, every statement stopped all requests until it finished (a
// fifth of the thread under customers quoting). Here the server's thread only sends statements and
// takes their answers; pglite.worker.ts runs them. Offers the part of PGlite's interface the server
// uses (drizzle's query and transaction, exec, listen, dumpDataDir, close).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { startWorkerThread, type WorkerScript } from '../render/worker-thread';
import type { PgliteCall, PgliteFailure, PgliteReply, PgliteThreadInit } from './pglite-thread-messages';

const SCRIPT: WorkerScript = {
  bundled: new URL('./pglite.worker.mjs', import.meta.url),
  source: new URL('./pglite.worker.ts', import.meta.url),
};

let compiling: Promise<WebAssembly.Module> | null = null;
/** PGlite's WebAssembly, compiled once per process: each thread gets the compiled module, not 9 MB to compile. */
function compiledPglite(): Promise<WebAssembly.Module> {
  compiling ??= readFile(
    join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
  ).then((bytes) => WebAssembly.compile(bytes));
  return compiling;
}

type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
};

/** What a transaction's callback gets: its statements run inside it, in the order they are sent. */
export type PgliteThreadTransaction = {
  query: <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (text: string) => Promise<Array<Results>>;
  readonly closed: boolean;
};

/** A failure from the database's thread, with its fields (PostgreSQL's `code` among them) on the error. */
function errorOf(failure: PgliteFailure): Error {
  const { message, ...fields } = failure;
  return Object.assign(new Error(message), fields);
}

/**
 * Threads whose database was closed, kept (unreferenced) for the next database this process opens,
 * each with the listener that forgets it should it end meanwhile: the tests open one database per file,
 * and a kept thread has loaded its script and warmed its code already.
 */
const idleThreads = new Map<Worker, () => void>();
const KEEP_IDLE_THREADS = 1;

function keepIdle(worker: Worker) {
  const forget = () => idleThreads.delete(worker);
  worker.unref();
  worker.once('exit', forget);
  idleThreads.set(worker, forget);
}

function takeIdle(): Worker | undefined {
  const [kept] = idleThreads;
  if (!kept) return undefined;
  const [worker, forget] = kept;
  worker.off('exit', forget);
  idleThreads.delete(worker);
  return worker;
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 0;
  private nextTx = 0;
  /** Why the thread no longer answers, once it does not. */
  private stopped: Error | null = null;
  private readonly onMessage = (reply: PgliteReply) => this.receive(reply);
  private readonly onError = (error: Error) => this.stop(error);
  private readonly onExit = () => this.stop(new Error('The embedded database stopped.'));

  private constructor(private readonly worker: Worker) {
    // The thread keeps the process alive only while a statement is waiting for its answer (see call).
    worker.unref();
    worker.on('message', this.onMessage);
    worker.on('error', this.onError);
    worker.on('exit', this.onExit);
  }

  /** Opens the database in a thread (a kept one, else a new one): a data directory, else memory. */
  static async start(init: { dataDir?: string; snapshot?: Blob }): Promise<PgliteThread> {
    const wasm = await compiledPglite();
    const message: PgliteThreadInit = init.dataDir
      ? { dataDir: init.dataDir, wasm }
      : { snapshot: init.snapshot && (await init.snapshot.arrayBuffer()), wasm };
    const transfer = 'snapshot' in message && message.snapshot ? [message.snapshot] : [];
    const worker = takeIdle() ?? startWorkerThread(SCRIPT, {});
    worker.ref();
    const answer = await new Promise<PgliteReply>((resolve, reject) => {
      const answered = (reply: PgliteReply) => {
        detach();
        resolve(reply);
      };
      const failed = (error: Error) => {
        detach();
        reject(error);
      };
      const exited = () => failed(new Error('The embedded database could not start.'));
      const detach = () => worker.off('message', answered).off('error', failed).off('exit', exited);
      worker.on('message', answered).on('error', failed).on('exit', exited);
      worker.postMessage({ init: message }, transfer);
    });
    if ('ready' in answer && !answer.ready) {
      await worker.terminate();
      throw errorOf(answer.failure);
    }
    return new PgliteThread(worker);
  }

  query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    return this.call({
      op: 'query',
      text,
      params,
      rowMode: options.rowMode,
      // Drizzle's parsers keep dates, timestamps and intervals as PostgreSQL's text; functions cannot cross
      // threads, so the thread keeps the types named here as text.
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      tx,
    }) as Promise<Results<T>>;
  }

  exec(text: string, tx?: number): Promise<Array<Results>> {
    return this.call({ op: 'exec', text, tx }) as Promise<Array<Results>>;
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Its first
   * statement is sent with the `begin`, not after its answer: one wait for the database's thread fewer.
   */
  async transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = ++this.nextTx;
    const begun = this.call({ op: 'begin', tx: id });
    begun.catch(() => undefined); // awaited below, after the work's own failure if there is one
    let closed = false;
    const tx: PgliteThreadTransaction = {
      query: (text, params, options) => this.query(text, params, options, id),
      exec: (text) => this.exec(text, id),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      closed = true;
      // A transaction that could not open fails with the reason it could not.
      await begun;
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    closed = true;
    await begun;
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** Calls `onNotice` with each NOTIFY on `channel`, before the statement whose commit sent it answers. */
  async listen(channel: string, onNotice: (payload: string) => void): Promise<void> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.call({ op: 'listen', channel });
    }
    callbacks.add(onNotice);
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump' })) as ArrayBuffer]);
  }

  /** Closes the database; its thread is kept for the next one this process opens, or ends. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: 'close' });
    this.stop(new Error('The embedded database was closed.'));
    const { worker } = this;
    worker.off('message', this.onMessage).off('error', this.onError).off('exit', this.onExit);
    if (idleThreads.size < KEEP_IDLE_THREADS) keepIdle(worker);
    else await worker.terminate();
  }

  private call(call: PgliteCall): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.nextId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, call });
    });
  }

  private receive(reply: PgliteReply) {
    if ('notice' in reply) {
      for (const onNotice of this.listeners.get(reply.notice) ?? []) onNotice(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(errorOf(reply.failure));
  }

  /** Every statement waiting fails, and every later one, with `error`. */
  private stop(error: Error) {
    this.stopped ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}
