import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATABASE, openDatabase } from './client';
import { PgliteThread } from './pglite-thread';

const open: PgliteThread[] = [];
const dirs: string[] = [];
async function started(init: Parameters<typeof PgliteThread.start>[0] = {}) {
  const thread = await PgliteThread.start(init);
  open.push(thread);
  return thread;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((thread) => thread.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('PgliteThread', () => {
  // One database for the statements' tests (a fresh one takes seconds to make), a table each.
  let shared: PgliteThread;
  beforeAll(async () => {
    shared = await PgliteThread.start({});
  });
  afterAll(() => shared.close());

  it('answers statements with parameters in either row mode, and keeps the types asked for as text', async () => {
    const db = shared;
    await db.exec(
      `create table typed (id int primary key, name text, at timestamptz); insert into typed values (1, 'a''b', '2026-01-02T03:04:05Z')`,
    );
    const objects = await db.query<{ id: number; name: string; at: Date }>('select * from typed where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, name: "a'b", at: new Date('2026-01-02T03:04:05Z') }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['id', 'name', 'at']);
    // Drizzle passes parsers that keep timestamps as PostgreSQL's text; the thread keeps those types so.
    const arrays = await db.query('select * from typed', [], { rowMode: 'array', parsers: { 1184: (value) => value } });
    expect(arrays.rows).toEqual([[1, "a'b", '2026-01-02 03:04:05+00']]);
  });

  it("fails a statement with PostgreSQL's code and words, and goes on answering", async () => {
    const db = shared;
    await db.exec('create table unique_ids (id int primary key)');
    await db.query('insert into unique_ids values ($1)', [1]);
    const failure = await db.query('insert into unique_ids values ($1)', [1]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', message: expect.stringMatching(/duplicate key value/) });
    expect((await db.query('select count(*)::int as n from unique_ids')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction that resolves, rolls back one that throws, and keeps other statements out until it ends', async () => {
    const db = shared;
    await db.exec('create table tx_rows (id int primary key)');
    let outsideAnswered = false;
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('insert into tx_rows values (1)');
      outside = db.query('select count(*)::int as n from tx_rows').then((answer) => {
        outsideAnswered = true;
        return answer.rows;
      });
      await tx.query('insert into tx_rows values (2)');
      expect(outsideAnswered).toBe(false);
    });
    expect(await outside).toEqual([{ n: 2 }]);
    const thrown = await db
      .transaction(async (tx) => {
        await tx.query('insert into tx_rows values (3)');
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    expect(thrown).toBe('changed my mind');
    expect((await db.query('select id from tx_rows order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("sends a transaction's first statement with its begin, and ends one that sent none", async () => {
    const db = shared;
    await db.exec('create table tx_eager (id int primary key)');
    let sent: Promise<unknown> | null = null;
    const done = db.transaction(async (tx) => {
      sent = tx.query('insert into tx_eager values (1)');
      await sent;
    });
    // Sent at the call, not after a round trip to the database's thread for the begin.
    expect(sent).not.toBeNull();
    await done;
    await db.transaction(async () => undefined);
    await expect(db.transaction(async () => Promise.reject(new Error('nothing sent')))).rejects.toThrow('nothing sent');
    expect((await db.query('select id from tx_eager')).rows).toEqual([{ id: 1 }]);
  });

  it('delivers a NOTIFY before the statement that committed it answers', async () => {
    const db = shared;
    const heard: string[] = [];
    await db.listen('changes', (payload) => heard.push(payload));
    await db.transaction(async (tx) => {
      await tx.query(`select pg_notify('changes', 'one')`);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['one']);
    await db.query(`select pg_notify('changes', 'two')`);
    expect(heard).toEqual(['one', 'two']);
  });

  it('starts from an archive of another database, and from a data directory kept across restarts', async () => {
    await shared.exec(`create table archived (name text); insert into archived values ('kept')`);
    const copy = await started({ snapshot: await shared.dumpDataDir() });
    expect((await copy.query('select name from archived')).rows).toEqual([{ name: 'kept' }]);

    const dir = mkdtempSync(join(tmpdir(), 'carrier-pglite-thread-'));
    dirs.push(dir);
    const onDisk = await PgliteThread.start({ dataDir: dir });
    await onDisk.exec(`create table t (name text); insert into t values ('on disk')`);
    await onDisk.close();
    await expect(onDisk.query('select 1')).rejects.toThrow('The embedded database was closed.');
    const reopened = await started({ dataDir: dir });
    expect((await reopened.query('select name from t')).rows).toEqual([{ name: 'on disk' }]);
  });

  it('fails the statement waiting and every later one when its thread ends (a crash)', async () => {
    const thread = await started();
    const waiting = thread.query('select pg_sleep(5)');
    // As if the thread died: the process goes on, and nothing waits forever for an answer.
    await (thread as unknown as { worker: import('node:worker_threads').Worker }).worker.terminate();
    await expect(waiting).rejects.toThrow('The embedded database stopped.');
    await expect(thread.query('select 1')).rejects.toThrow('The embedded database stopped.');
  });

  it("keeps the server's thread turning while a statement runs", async () => {
    // Failed before, with PGlite on the server's thread: the statement stopped every other callback.
    const handle = await openDatabase({ databaseUrl: IN_MEMORY_DATABASE });
    try {
      let answered = false;
      const slow = handle.executeSql('select pg_sleep($1)', [0.3]).then(() => {
        answered = true;
      });
      let turns = 0;
      await new Promise<void>((done) => {
        const turn = () => {
          turns += 1;
          if (answered) done();
          else setImmediate(turn);
        };
        setImmediate(turn);
      });
      await slow;
      expect(turns).toBeGreaterThan(100);
    } finally {
      await handle.close();
    }
  });

  it('keeps a process alive while a statement waits, and lets it end when none does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'carrier-pglite-thread-'));
    dirs.push(dir);
    const script = join(dir, 'only-a-statement.mts');
    writeFileSync(
      script,
      `import { PgliteThread } from ${JSON.stringify(join(import.meta.dirname, 'pglite-thread.ts'))};
       const db = await PgliteThread.start({});
       const answer = await db.query('select 41 + 1 as n from pg_sleep(0.2)');
       console.log(JSON.stringify(answer.rows));`,
    );
    // No close: with nothing waiting, the idle thread must not hold the process open either.
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('[{"n":42}]');
    expect(run.status).toBe(0);
  });
});
