import { createHash, randomUUID } from 'node:crypto';
import {
  DOCUMENT_RUN_ERRORS,
  DOCUMENT_RUN_LIMITS,
  type DocumentRunOutput,
  documentRunFileName,
  FILE_MESSAGES,
  MESSAGES,
} from '@carrier/contracts';
import type { Logger } from 'pino';
import { fail, type Outcome, ok, problem } from '../../core/outcome';
import { actorOf, type Session } from '../../core/session';
import type { JobQueue, QueuedJob, QueuePolicy } from '../../platform/queue/job-queue';
import { folderPrefix, InvalidKeyError } from '../../platform/storage/keys';
import { recordFileIn } from '../files/files.repository';
import type { FilesService } from '../files/files.service';
import type { createOutboxService } from '../notifications/outbox.service';
import { type RunRenderDeps, renderRow, runOutputOf } from './document-run-render';
import type { DocumentRunsRepository, RowOutcome } from './document-runs.repository';
import type { DocumentRunRecord } from './document-runs.tables';

const DOCUMENT_RUN_QUEUE = 'document-run-rows';
/** A row is tried 4 times at most; a row held by a killed process goes to another after 2 minutes. */
const DOCUMENT_RUN_POLICY: QueuePolicy = { retryLimit: 3, expireInSeconds: 120 };

type RowJob = { tenantId: string; runId: string; rowIndex: number };
export type RunRequest = {
  templateId: string;
  rows: ReadonlyArray<Record<string, unknown>>;
  output: { folder?: { bucketName?: string | null; path: string } | null; email?: { field: string } | null };
};

/** The queue's job id of a row: the same for the same row, so queueing a row twice adds one job. */
function rowJobId(runId: string, rowIndex: number): string {
  const hex = createHash('sha256').update(`${runId}:${rowIndex}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
/** The outbox id of a row's email: a retried row finds the email it already sent. */
const rowEmailId = (runId: string, rowIndex: number) => `run-${runId}-${rowIndex}`;

/** The operation the audit trail names for what a run writes (its files, its emails). */
const RUN_OPERATION = 'documentRun';

/** Whose render a row is: the user who started the run, in the run's tenant. */
const runSession = (run: DocumentRunRecord): Session => ({
  sessionId: `document-run:${run.id}`,
  userId: run.createdById,
  tenantId: run.tenantId,
  clientId: 'document-run',
  username: run.createdBy,
  roles: [],
  operation: RUN_OPERATION,
});

/**
 * Document runs: a template rendered for many rows, each row one job of the queue. A row's output is
 * written once: its file entry (deterministic name) and the row's new state commit together, and a
 * row that has already ended is never rendered into an output again.
 */
export function createDocumentRunsService(deps: {
  repository: DocumentRunsRepository;
  queue: JobQueue;
  files: Pick<FilesService, 'bucket' | 'storeObject' | 'discardObject'>;
  outbox: Pick<ReturnType<typeof createOutboxService>, 'send' | 'find'>;
  render: RunRenderDeps;
  log: Logger;
}) {
  const { repository, queue, files, outbox, render, log } = deps;

  const enqueue = (rows: RowJob[]) =>
    queue.enqueue(
      DOCUMENT_RUN_QUEUE,
      DOCUMENT_RUN_POLICY,
      rows.map((row) => ({ id: rowJobId(row.runId, row.rowIndex), data: row })),
    );

  async function target(
    session: Session,
    kind: DocumentRunOutput,
    output: RunRequest['output'],
    runId: string,
  ): Promise<Outcome<Pick<DocumentRunRecord, 'bucketName' | 'folder' | 'emailField'>>> {
    if (kind === 'email') {
      if (output.folder || !output.email) return fail(DOCUMENT_RUN_ERRORS.outputMismatch);
      const field = output.email.field.trim();
      return field
        ? ok({ bucketName: null, folder: null, emailField: field })
        : fail(DOCUMENT_RUN_ERRORS.emailFieldMissing);
    }
    if (output.email || !output.folder) return fail(DOCUMENT_RUN_ERRORS.outputMismatch);
    const bucket = await files.bucket(session.tenantId, output.folder.bucketName);
    if (!bucket.ok) return bucket;
    try {
      // Each run writes into a folder of its own inside the chosen one, so two runs never collide.
      const folder = `${folderPrefix(output.folder.path)}run-${runId.slice(0, 8)}/`;
      return ok({ bucketName: bucket.value, folder, emailField: null });
    } catch (error) {
      if (error instanceof InvalidKeyError) return fail(problem('invalidKey', FILE_MESSAGES.invalidKey));
      throw error;
    }
  }

  /** A row's file: stored, then recorded with the row's end; dropped when the row had already ended. */
  async function finishWithFile(run: DocumentRunRecord, rowIndex: number, bytes: Uint8Array, extension: string) {
    const bucketName = run.bucketName ?? '';
    const key = `${run.folder ?? ''}${documentRunFileName(rowIndex, extension)}`;
    const stored = await files.storeObject(run.tenantId, bucketName, key, bytes);
    let kept = false;
    const outcome: RowOutcome = { status: 'done', outputKey: key };
    // The audit trail names the person who started the run for the file, as their own uploads do.
    await repository.finishRow(run.tenantId, run.id, rowIndex, outcome, {
      actor: actorOf(runSession(run)),
      write: async (tx) => {
        kept = await recordFileIn(tx, run.tenantId, bucketName, stored, run.createdById);
        return kept ? outcome : { status: 'failed', error: DOCUMENT_RUN_ERRORS.fileTaken(key).message };
      },
    });
    if (!kept) await files.discardObject(run.tenantId, bucketName, stored.objectId);
  }

  async function finishWithEmail(run: DocumentRunRecord, rowIndex: number, email: Parameters<typeof outbox.send>[1]) {
    const id = rowEmailId(run.id, rowIndex);
    const kept = await outbox.find(run.tenantId, id);
    let outcome: RowOutcome;
    if (kept) {
      // An earlier attempt sent it and stopped before recording the row.
      outcome =
        kept.status === 'sent' ? { status: 'done', outputEmailId: id } : { status: 'failed', error: kept.error ?? '' };
    } else {
      const sent = await outbox.send(runSession(run), email, { templateId: run.templateId, id });
      outcome = sent.ok ? { status: 'done', outputEmailId: id } : { status: 'failed', error: sent.problem.message };
    }
    await repository.finishRow(run.tenantId, run.id, rowIndex, outcome);
  }

  async function processRow(job: RowJob): Promise<void> {
    const run = await repository.find(job.tenantId, job.runId);
    const row = await repository.row(job.tenantId, job.runId, job.rowIndex);
    if (run?.status !== 'running' || row?.status !== 'pending') return;
    await repository.countAttempt(run.tenantId, run.id, row.rowIndex);
    const template = await render.templates.find(run.tenantId, run.templateId);
    if (!template) {
      await repository.finishRow(run.tenantId, run.id, row.rowIndex, {
        status: 'failed',
        error: DOCUMENT_RUN_ERRORS.templateNotFound.message,
      });
      return;
    }
    const rendered = await renderRow(render, runSession(run), template, row.data, run.emailField);
    if (!rendered.ok) {
      await repository.finishRow(run.tenantId, run.id, row.rowIndex, {
        status: 'failed',
        error: rendered.problem.message,
      });
      return;
    }
    if ('email' in rendered.value) await finishWithEmail(run, row.rowIndex, rendered.value.email);
    else await finishWithFile(run, row.rowIndex, rendered.value.file.bytes, rendered.value.file.extension);
  }

  /** A job of the queue: its row processed; a bug is retried, and at the last attempt ends the row as failed. */
  async function handle(job: QueuedJob<RowJob>): Promise<void> {
    try {
      await processRow(job.data);
    } catch (error) {
      log.error({ err: error, ...job.data, attempt: job.retryCount + 1 }, 'document run row failed');
      if (job.retryCount < job.retryLimit) throw error;
      await repository.finishRow(job.data.tenantId, job.data.runId, job.data.rowIndex, {
        status: 'failed',
        error: MESSAGES.unexpected,
      });
    }
  }

  return {
    /** Records the run and its rows, then queues one job per row. Answers the run's id. */
    async create(session: Session, request: RunRequest): Promise<Outcome<string>> {
      const template = await render.templates.find(session.tenantId, request.templateId);
      if (!template) return fail(DOCUMENT_RUN_ERRORS.templateNotFound);
      const kind = runOutputOf(render, template.type);
      if (!kind) return fail(DOCUMENT_RUN_ERRORS.kindNotRunnable);
      if (request.rows.length === 0) return fail(DOCUMENT_RUN_ERRORS.noRows);
      if (request.rows.length > DOCUMENT_RUN_LIMITS.rows) return fail(DOCUMENT_RUN_ERRORS.tooManyRows);
      const large = request.rows.findIndex((row) => JSON.stringify(row).length > DOCUMENT_RUN_LIMITS.rowJson);
      if (large >= 0) return fail(DOCUMENT_RUN_ERRORS.rowTooLarge(large));
      const id = randomUUID();
      const output = await target(session, kind, request.output, id);
      if (!output.ok) return output;
      await repository.insert(
        {
          id,
          tenantId: session.tenantId,
          templateId: template.id,
          templateName: template.name,
          templateType: template.type,
          output: kind,
          ...output.value,
          total: request.rows.length,
          createdById: session.userId,
          createdBy: session.username,
        },
        request.rows,
      );
      await enqueue(request.rows.map((_, rowIndex) => ({ tenantId: session.tenantId, runId: id, rowIndex })));
      return ok(id);
    },

    list: (tenantId: string, limit?: number | null, skip?: number | null) =>
      repository.page(
        tenantId,
        Math.min(Math.max(limit ?? DOCUMENT_RUN_LIMITS.listPage, 0), DOCUMENT_RUN_LIMITS.listPage),
        Math.max(skip ?? 0, 0),
      ),

    async find(tenantId: string, id: string): Promise<Outcome<DocumentRunRecord>> {
      const run = await repository.find(tenantId, id);
      return run ? ok(run) : fail(DOCUMENT_RUN_ERRORS.notFound);
    },

    rows: (
      tenantId: string,
      runId: string,
      options: { status?: string | null; limit?: number | null; skip?: number | null },
    ) =>
      repository.rows(tenantId, runId, {
        status: options.status,
        limit: Math.min(Math.max(options.limit ?? DOCUMENT_RUN_LIMITS.rowsPage, 0), DOCUMENT_RUN_LIMITS.rowsPage),
        skip: Math.max(options.skip ?? 0, 0),
      }),

    /** Ends a running run: rows not yet done are cancelled; a row finishing meanwhile keeps no output. */
    async cancel(tenantId: string, id: string): Promise<Outcome<null>> {
      if (await repository.cancel(tenantId, id)) return ok(null);
      return (await repository.find(tenantId, id))
        ? fail(DOCUMENT_RUN_ERRORS.notRunning)
        : fail(DOCUMENT_RUN_ERRORS.notFound);
    },

    /**
     * Starts processing rows in this process: first queues again every pending row of every running
     * run (a crash between recording a run and queueing it loses nothing; queueing is idempotent).
     */
    async startWorker(concurrency: number): Promise<void> {
      await enqueue(await repository.pendingRows());
      await queue.work<RowJob>(DOCUMENT_RUN_QUEUE, DOCUMENT_RUN_POLICY, concurrency, handle);
    },
  };
}
