import { DEFAULT_BUCKET } from '@carrier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../platform/queue/job-queue';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { emailClient } from '../templates/kinds/email-mjml/email-mjml.testing';
import { templatesClient } from '../templates/templates.testing';
import { runsClient, startWorker, until } from './document-runs.testing';

const QUERY = `query($limit: Int, $status: String) {
  policies(limit: $limit, where: { status: $status }, sort: { fieldName: "createdAt", type: "asc" }) {
    list { issuerNumber holder { name email } } } }`;
const SMS_BODY =
  'Dear {{ data.policies.list[0].holder.name }}, policy {{ data.policies.list[0].issuerNumber }} renews.';

let server: TestServer;
let token: string;
let runs: ReturnType<typeof runsClient>;
let smsId: string;
const workers: JobQueue[] = [];

/** Every file under a folder, with its text. */
async function filesIn(folder: string) {
  const listing = await server.services.files.listing('test', { prefix: folder });
  if (!listing.ok) throw new Error(listing.problem.message);
  return Promise.all(
    listing.value.objectSummaries.map(async (entry) => {
      const file = await server.services.files.findFile('test', DEFAULT_BUCKET, entry.key);
      const stream = file ? await server.services.files.readFile(file) : null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
      return { key: entry.key, text: Buffer.concat(chunks).toString('utf8') };
    }),
  );
}

const holders = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
    email: `holder${i + 1}@example.com`,
  }));

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn()).accessToken;
  runs = runsClient(server, token);
  smsId = await templatesClient(server, token).smsId('Renewal SMS', SMS_BODY, QUERY);
  await runs.policies('RENEW', holders(20, 'Holder'));
}, 120_000);
afterEach(async () => {
  await Promise.all(workers.splice(0).map((queue) => queue.close()));
});
afterAll(async () => {
  await server?.close();
});

const folderRun = (extra: Record<string, unknown> = {}) => ({
  templateId: smsId,
  variablesJsonString: JSON.stringify({ status: 'RENEW' }),
  output: { folder: { path: 'renewals' } },
  ...extra,
});

describe('document runs', { timeout: 240_000 }, () => {
  it('renders 20 rows into 20 files of a folder, each with its own row', async () => {
    workers.push(await startWorker(server));
    const id = await runs.start(folderRun());
    const run = await runs.finished(id);
    expect(run).toMatchObject({ status: 'done', total: 20, doneCount: 20, failedCount: 0 });
    expect(run.folder).toMatch(/^renewals\/run-[0-9a-f]{8}\/$/);
    const files = await filesIn(String(run.folder));
    expect(files).toHaveLength(20);
    expect(files.map((file) => file.text).sort()).toEqual(
      Array.from(
        { length: 20 },
        (_, i) =>
          `Dear Holder ${String(i + 1).padStart(2, '0')}, policy RENEW-${String(i + 1).padStart(2, '0')} renews.`,
      ).sort(),
    );
    // Row 3 is the third policy in the query's order, written to its own deterministic name.
    expect(run.rows.list[2]).toMatchObject({ index: 2, status: 'done', outputKey: `${run.folder}row-00003.txt` });
    expect(files.find((file) => file.key === `${run.folder}row-00003.txt`)?.text).toBe(
      'Dear Holder 03, policy RENEW-03 renews.',
    );
    // The audit trail names the person who started the run (by name, as their own edits are), and the run.
    const audited = await server.database.db.execute<{ actor_name: string; request_operation: string }>(
      sql`select distinct actor_name, request_operation from audit_log
          where tenant_id = 'test' and after ->> 'key' like ${`${run.folder}%`}`,
    );
    expect((audited as unknown as { rows: unknown[] }).rows).toEqual([
      { actor_name: 'admin@studio.test', request_operation: 'documentRun' },
    ]);
  });

  it('prints HTML to PDF templates as PDF files', async () => {
    workers.push(await startWorker(server));
    const pdfId = await emailClient(server, token).createPdfTemplate('Schedule PDF');
    const id = await runs.start(
      folderRun({
        templateId: pdfId,
        graphQlQuery: QUERY,
        variablesJsonString: JSON.stringify({ status: 'RENEW', limit: 2 }),
      }),
    );
    const run = await runs.finished(id);
    expect(run).toMatchObject({ status: 'done', total: 2, doneCount: 2 });
    const files = await filesIn(String(run.folder));
    expect(files.map((file) => file.key).sort()).toEqual([`${run.folder}row-00001.pdf`, `${run.folder}row-00002.pdf`]);
    for (const file of files) expect(file.text.startsWith('%PDF-')).toBe(true);
  });

  it('sends an email per row into the outbox and reports the row without an address, the rest done', async () => {
    workers.push(await startWorker(server));
    await runs.policies('MAIL', [
      { name: 'Mail One', email: 'one@example.com' },
      { name: 'Mail Two' },
      { name: 'Mail Three', email: 'three@example.com' },
    ]);
    const emailId = await emailClient(server, token).createEmail({
      name: 'Renewal email',
      subject: 'Renewal of {{ data.policies.list[0].issuerNumber }}',
      mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Dear {{ data.policies.list[0].holder.name }}</mj-text></mj-column></mj-section></mj-body></mjml>',
    });
    const id = await runs.start({
      templateId: emailId,
      graphQlQuery: QUERY,
      variablesJsonString: JSON.stringify({ status: 'MAIL' }),
      output: { email: { field: 'holder.email' } },
    });
    const run = await runs.finished(id);
    expect(run).toMatchObject({ status: 'done', total: 3, doneCount: 2, failedCount: 1 });
    expect(run.rows.list[1]).toMatchObject({
      status: 'failed',
      error: 'The row has no email address at "holder.email".',
      outputEmailId: null,
    });
    const sent = server.outbox.filter((message) => message.subject.startsWith('Renewal of MAIL-'));
    expect(sent.map((message) => [message.to, message.subject]).sort()).toEqual([
      ['one@example.com', 'Renewal of MAIL-01'],
      ['three@example.com', 'Renewal of MAIL-03'],
    ]);
    const kept = await runs.gql<{ sentEmail: { to: string; status: string } | null }>(
      'query($id: String!) { sentEmail(id: $id) { to status } }',
      { id: String(run.rows.list[2]?.outputEmailId) },
    );
    expect(kept.sentEmail).toEqual({ to: 'three@example.com', status: 'sent' });
  });

  it('refuses what cannot run, with the catalogue words', async () => {
    expect(await runs.create(folderRun({ output: { email: { field: 'holder.email' } } }))).toMatchObject({
      status: 'failure',
      errors: ['Email templates send emails; other templates write files to a folder.'],
    });
    expect(await runs.create(folderRun({ variablesJsonString: JSON.stringify({ status: 'NONE' }) }))).toMatchObject({
      status: 'failure',
      errors: ['The query yielded no rows: it must answer a list.'],
    });
    expect(await runs.create(folderRun({ templateId: 'missing' }))).toMatchObject({
      status: 'failure',
      errors: ['The template does not exist.'],
    });
  });

  it('cancel stops a run: no row is written after it', async () => {
    const id = await runs.start(folderRun());
    expect(await runs.cancel(id)).toMatchObject({ status: 'success' });
    workers.push(await startWorker(server));
    // The queued jobs are all taken and find their rows cancelled.
    await until(
      () =>
        server.database.executeSql(
          "select count(*)::int as n from pgboss.job where name = 'document-run-rows' and state < 'completed'",
        ),
      (answer) => (answer.rows[0] as { n: number }).n === 0,
    );
    const run = await runs.run(id);
    expect(run).toMatchObject({ status: 'cancelled', doneCount: 0, failedCount: 0 });
    expect(run?.rows.list.every((row) => row.status === 'cancelled')).toBe(true);
    expect(await filesIn(String(run?.folder))).toHaveLength(0);
    expect(await runs.cancel(id)).toMatchObject({ status: 'failure', errors: ['The document run has already ended.'] });
  });

  it('resumes after its worker is stopped mid-run: every row has exactly one output', async () => {
    const first = await startWorker(server, 2);
    const id = await runs.start(folderRun());
    await runs.finished(id, (run) => run.doneCount >= 3);
    // As a killed process: jobs in hand are failed back to the queue, their handlers may still finish.
    await first.close({ graceful: false });
    workers.push(await startWorker(server, 2));
    const run = await runs.finished(id);
    expect(run).toMatchObject({ status: 'done', doneCount: 20, failedCount: 0 });
    const files = await filesIn(String(run.folder));
    expect(files).toHaveLength(20);
    expect(new Set(run.rows.list.map((row) => row.outputKey)).size).toBe(20);
    expect(files.map((file) => file.key).sort()).toEqual(run.rows.list.map((row) => row.outputKey).sort());
  });

  it("answers another tenant's run as missing", async () => {
    const id = await runs.start(folderRun());
    const other = runsClient(server, (await server.signIn('test_uat')).accessToken);
    expect(await other.run(id)).toBeNull();
    expect(await other.cancel(id)).toMatchObject({ status: 'failure', errors: ['The document run does not exist.'] });
    expect(await runs.run('no-such-run')).toBeNull();
    expect(await runs.cancel(id)).toMatchObject({ status: 'success' });
  });
});
