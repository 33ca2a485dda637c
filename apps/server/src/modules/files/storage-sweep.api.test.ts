import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import type { TUploadTarget } from '@carrier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server';
import { startTestServer } from '../../testing/test-server';
import { emailClient } from '../templates/kinds/email-mjml/email-mjml.testing';
import {
  askUpload,
  completeUpload,
  DRIVERS,
  type FilesServer,
  PNG,
  sendToTarget,
  startFilesServer,
  uploadTo,
} from './files.testing';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

describe.each(DRIVERS)('storage sweep on the %s driver', (driver) => {
  let files: FilesServer;
  let token: string;
  beforeAll(async () => {
    files = await startFilesServer(driver);
    token = (await files.server.signIn()).accessToken;
  });
  afterAll(async () => {
    await files?.close();
  });

  it('removes stored objects no row references once past the grace period, and keeps the rest', async () => {
    const { server } = files;
    const upload = await uploadTo(server, 'sweep/', [{ name: 'kept.png', content: PNG }], { token });
    expect(upload.statusCode).toBe(200);
    const orphan = `test/default/${randomUUID()}`;
    // An object written as if an upload died before its row was inserted.
    await writeOrphan(files, orphan);
    const before = await files.storedFiles();

    const early = await server.services.storageSweep.sweep();
    expect(early.orphans).toEqual([]);
    const late = await server.services.storageSweep.sweep(new Date(Date.now() + 2 * HOUR));
    expect(late.orphans).toEqual([orphan]);
    const after = await files.storedFiles();
    expect(after.length).toBe(before.length - 1);
    const download = await server.app.inject({
      url: '/api/v1/files/sweep/kept.png',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(200);
  });
});

describe('storage sweep of presigned uploads (S3)', () => {
  let files: FilesServer;
  let token: string;
  beforeAll(async () => {
    // A grace shorter than an upload's life: only the upload row keeps its bytes from the orphan sweep.
    files = await startFilesServer('s3', { storageSweepGraceSeconds: 1 });
    token = (await files.server.signIn()).accessToken;
  });
  afterAll(async () => {
    await files?.close();
  });
  const ask = async (key: string, size: number) =>
    (await askUpload(files.server, key, size, { token })).json<TUploadTarget & { uploadId: string }>();

  it('keeps the bytes of an upload not completed yet, and removes the upload and its bytes once it expired', async () => {
    const sent = await ask('sweep/sent.txt', 4);
    expect(await sendToTarget(files.server, sent, Buffer.from('sent'), token)).toBe(200);
    const never = await ask('sweep/never.txt', 5);
    const stored = await files.storedFiles();

    const open = await files.server.services.storageSweep.sweep(new Date(Date.now() + 10 * MINUTE));
    expect(open).toEqual({ unfinished: [], orphans: [], expiredUploads: [] });
    expect(await files.storedFiles()).toEqual(stored);

    const expired = await files.server.services.storageSweep.sweep(new Date(Date.now() + HOUR));
    expect(expired.expiredUploads.sort()).toEqual(
      [`test/default/${sent.uploadId}`, `test/default/${never.uploadId}`].sort(),
    );
    expect((await files.storedFiles()).length).toBe(stored.length - 1);
    expect((await completeUpload(files.server, sent.uploadId, token)).statusCode).toBe(404);
  });
});

async function writeOrphan(files: FilesServer, key: string) {
  await files.server.services.storage.write(key, Readable.from([Buffer.from('orphan bytes')]));
}

describe('storage sweep of the outbox', () => {
  it("removes a kept message whose sent_emails row was never written, once past the grace, and keeps the others'", async () => {
    const server = await startTestServer();
    try {
      const api = emailClient(server, (await server.signIn()).accessToken);
      const templateId = await api.createEmail({
        name: 'Sweep',
        mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Kept</mj-text></mj-column></mj-section></mj-body></mjml>',
        subject: 'Kept',
      });
      expect((await api.sendTest({ to: 'reviewer@example.test', templateId })).status).toBe('success');
      const { sentEmails } = await api.gql<{ sentEmails: { list: Array<{ id: string }> } }>(
        '{ sentEmails { list { id } } }',
      );
      // A message written as if the server died before inserting its row.
      const leftover = `outbox/test/${randomUUID()}/message.eml`;
      await server.services.storage.write(leftover, Readable.from([Buffer.from('Subject: lost\r\n\r\nlost')]));

      expect((await server.services.storageSweep.sweep()).orphans).toEqual([]);
      expect((await server.services.storageSweep.sweep(new Date(Date.now() + 2 * HOUR))).orphans).toEqual([leftover]);
      expect(await server.services.storage.read(leftover)).toBeNull();
      const kept = await api.gql<{ sentEmail: { content: { text: string } } }>(
        'query($id: String!) { sentEmail(id: $id) { content { text } } }',
        { id: sentEmails.list[0]?.id },
      );
      expect(kept.sentEmail.content.text).toContain('Kept');
    } finally {
      await server.close();
    }
  });
});

describe('storage sweep at start-up', () => {
  it('removes partial temporary files and unreferenced objects left by a crash, and logs them', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'carrier-sweep-'));
    const old = new Date(Date.now() - 2 * HOUR);
    const temporary = join(dataDir, 'storage', 'tmp', randomUUID());
    const objectId = randomUUID();
    const orphan = join(dataDir, 'storage', 'objects', 'test', 'default', objectId);
    const fresh = join(dataDir, 'storage', 'tmp', 'upload-in-flight');
    await mkdir(join(dataDir, 'storage', 'tmp'), { recursive: true });
    await mkdir(join(dataDir, 'storage', 'objects', 'test', 'default'), { recursive: true });
    await writeFile(temporary, 'partial');
    await writeFile(orphan, 'no row');
    await writeFile(fresh, 'still uploading');
    await utimes(temporary, old, old);
    await utimes(orphan, old, old);

    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const server = await startTestServer({ dataDir }, { log });
    try {
      expect(await readdir(join(dataDir, 'storage', 'tmp'))).toEqual(['upload-in-flight']);
      expect(await readdir(join(dataDir, 'storage', 'objects', 'test', 'default'))).toEqual([]);
      const report = lines
        .map((line) => JSON.parse(line))
        .find((line) => line.msg === 'storage sweep removed crash leftovers');
      expect(report.orphans).toEqual([`test/default/${objectId}`]);
      expect(report.unfinished).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
