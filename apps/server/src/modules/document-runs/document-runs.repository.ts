import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import { stampAuditActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import {
  type DocumentRunRecord,
  type DocumentRunRowRecord,
  documentRunRows,
  documentRuns,
} from './document-runs.tables';

export type NewRun = Omit<DocumentRunRecord, 'status' | 'doneCount' | 'failedCount' | 'createdAt' | 'finishedAt'>;
export type RowOutcome =
  | { status: 'done'; outputKey?: string; outputEmailId?: string }
  | { status: 'failed'; error: string };
/** What finishing a row did: recorded, or nothing because the row had already ended (or its run). */
type FinishResult = 'recorded' | 'already-ended';

const INSERT_CHUNK = 500;

/** Runs and their rows; every read filters by tenant, except the worker's list of rows left to do. */
/** The run's status, its row locked until the transaction ends (a row's end and a cancel take turns). */
async function lockedRun(tx: DbExecutor, tenantId: string, runId: string) {
  const [run] = await tx
    .select({ status: documentRuns.status })
    .from(documentRuns)
    .where(ofTenant(documentRuns, tenantId, eq(documentRuns.id, runId)))
    .for('update');
  return run;
}

export function createDocumentRunsRepository(db: Database) {
  return {
    /** The run and all its rows, in one transaction. */
    async insert(run: NewRun, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(documentRuns).values({ ...run, status: 'running' });
        for (let from = 0; from < rows.length; from += INSERT_CHUNK) {
          await tx.insert(documentRunRows).values(
            rows.slice(from, from + INSERT_CHUNK).map((data, offset) => ({
              tenantId: run.tenantId,
              runId: run.id,
              rowIndex: from + offset,
              data,
            })),
          );
        }
      });
    },

    async page(tenantId: string, limit: number, skip: number): Promise<DocumentRunRecord[]> {
      return db
        .select()
        .from(documentRuns)
        .where(ofTenant(documentRuns, tenantId))
        .orderBy(desc(documentRuns.createdAt), desc(documentRuns.id))
        .limit(limit)
        .offset(skip);
    },

    async find(tenantId: string, id: string): Promise<DocumentRunRecord | null> {
      const [row] = await db
        .select()
        .from(documentRuns)
        .where(ofTenant(documentRuns, tenantId, eq(documentRuns.id, id)));
      return row ?? null;
    },

    /** A page of a run's rows (without their data), optionally of one status, and how many match. */
    async rows(
      tenantId: string,
      runId: string,
      options: { status?: string | null; limit: number; skip: number },
    ): Promise<{ rows: Array<Omit<DocumentRunRowRecord, 'data'>>; totalCount: number }> {
      const where = ofTenant(
        documentRunRows,
        tenantId,
        eq(documentRunRows.runId, runId),
        options.status ? eq(documentRunRows.status, options.status) : undefined,
      );
      const { data: _data, ...columns } = getTableColumns(documentRunRows);
      const rows = await db
        .select(columns)
        .from(documentRunRows)
        .where(where)
        .orderBy(asc(documentRunRows.rowIndex))
        .limit(options.limit)
        .offset(options.skip);
      const [total] = await db.select({ value: count() }).from(documentRunRows).where(where);
      return { rows, totalCount: total?.value ?? 0 };
    },

    async row(tenantId: string, runId: string, rowIndex: number): Promise<DocumentRunRowRecord | null> {
      const [row] = await db
        .select()
        .from(documentRunRows)
        .where(
          ofTenant(documentRunRows, tenantId, eq(documentRunRows.runId, runId), eq(documentRunRows.rowIndex, rowIndex)),
        );
      return row ?? null;
    },

    /** Counts an attempt at a row (shown with the row; a retried row has more than one). */
    async countAttempt(tenantId: string, runId: string, rowIndex: number): Promise<void> {
      await db
        .update(documentRunRows)
        .set({ attempts: sql`${documentRunRows.attempts} + 1` })
        .where(
          ofTenant(documentRunRows, tenantId, eq(documentRunRows.runId, runId), eq(documentRunRows.rowIndex, rowIndex)),
        );
    },

    /**
     * Ends a pending row of a running run, in one transaction under the run's lock: `record.write` (the
     * file entry of its output, audited as `record.actor`'s) runs first and may turn the outcome into a
     * failure, then the row, the run's counters and, at its last row, the run's end. A row that has
     * already ended, or whose run has, is left alone ('already-ended'): the caller drops what it produced.
     */
    async finishRow(
      tenantId: string,
      runId: string,
      rowIndex: number,
      outcome: RowOutcome,
      record?: { actor: Actor; write: (tx: DbExecutor) => Promise<RowOutcome> },
    ): Promise<FinishResult> {
      return db.transaction(async (tx) => {
        if (record) await stampAuditActor(tx, record.actor);
        const run = await lockedRun(tx, tenantId, runId);
        const [row] = await tx
          .select({ status: documentRunRows.status })
          .from(documentRunRows)
          .where(
            ofTenant(
              documentRunRows,
              tenantId,
              eq(documentRunRows.runId, runId),
              eq(documentRunRows.rowIndex, rowIndex),
            ),
          );
        if (run?.status !== 'running' || row?.status !== 'pending') return 'already-ended';
        const final = record && outcome.status === 'done' ? await record.write(tx) : outcome;
        const now = new Date();
        await tx
          .update(documentRunRows)
          .set(
            final.status === 'done'
              ? {
                  status: 'done',
                  outputKey: final.outputKey ?? null,
                  outputEmailId: final.outputEmailId ?? null,
                  finishedAt: now,
                }
              : { status: 'failed', error: final.error, finishedAt: now },
          )
          .where(and(eq(documentRunRows.runId, runId), eq(documentRunRows.rowIndex, rowIndex)));
        const counter = final.status === 'done' ? documentRuns.doneCount : documentRuns.failedCount;
        await tx
          .update(documentRuns)
          .set(final.status === 'done' ? { doneCount: sql`${counter} + 1` } : { failedCount: sql`${counter} + 1` })
          .where(eq(documentRuns.id, runId));
        await tx
          .update(documentRuns)
          .set({ status: 'done', finishedAt: now })
          .where(
            and(
              eq(documentRuns.id, runId),
              sql`${documentRuns.doneCount} + ${documentRuns.failedCount} >= ${documentRuns.total}`,
            ),
          );
        return 'recorded';
      });
    },

    /** Ends a running run: its pending rows are cancelled. False when it was not running. */
    async cancel(tenantId: string, runId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const run = await lockedRun(tx, tenantId, runId);
        if (run?.status !== 'running') return false;
        const now = new Date();
        await tx
          .update(documentRunRows)
          .set({ status: 'cancelled', finishedAt: now })
          .where(
            ofTenant(
              documentRunRows,
              tenantId,
              eq(documentRunRows.runId, runId),
              eq(documentRunRows.status, 'pending'),
            ),
          );
        await tx.update(documentRuns).set({ status: 'cancelled', finishedAt: now }).where(eq(documentRuns.id, runId));
        return true;
      });
    },

    /** Every pending row of every running run (a worker queues them again at start; queueing is idempotent). */
    async pendingRows(): Promise<Array<{ tenantId: string; runId: string; rowIndex: number }>> {
      return db
        .select({
          tenantId: documentRunRows.tenantId,
          runId: documentRunRows.runId,
          rowIndex: documentRunRows.rowIndex,
        })
        .from(documentRunRows)
        .innerJoin(documentRuns, eq(documentRuns.id, documentRunRows.runId))
        .where(and(eq(documentRuns.status, 'running'), eq(documentRunRows.status, 'pending')));
    },
  };
}
export type DocumentRunsRepository = ReturnType<typeof createDocumentRunsRepository>;
