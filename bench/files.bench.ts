// The file service: upload (multipart POST and raw PUT) and download of a 15 MB file as a ratio of
// copying the same bytes on the same disk, and the first page of a 10,000-file folder as a ratio of
// the bare yoga { hello } query.
// The client runs in the server's process and event loop, so its own work (sending 15 MB, reading the
// answer) is counted against the server; the second set of lines moves the client to a worker thread
// (its own event loop, the same two cores) to show the figures without that.
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { DEFAULT_BUCKET, LISTING_PAGE_SIZE, UPLOAD_LIMIT_BYTES } from '@carrier/contracts';
import { Agent, request } from 'undici';
import { fileEntries } from '../apps/server/src/modules/files/files.tables';
import { startBareYoga } from './lib/anchor';
import { startStudioServer } from './lib/studio-server';
import { compare } from './lib/throughput';

const SIZE = UPLOAD_LIMIT_BYTES;
const FOLDER_SIZE = 10_000;
const agent = new Agent({ connections: 8 });

const studio = await startStudioServer();
const anchor = await startBareYoga();
const filesUrl = studio.url.replace(/\/graphql$/, '/api/v1/files');
const auth = { authorization: `Bearer ${studio.accessToken}` };
const { tenantId } = (await studio.services.auth.resolveSession(studio.accessToken)) ?? { tenantId: 'test' };
const userId = (await studio.services.auth.resolveSession(studio.accessToken))?.userId ?? 'bench';
const BENCH_ACTOR = { userId, username: 'bench' };

const content = Buffer.from(randomBytes(SIZE).toString('base64').slice(0, SIZE));
// The studio server keeps its DATA_DIR under the same temporary folder, on the same disk.
const copyDir = await mkdtemp(join(tmpdir(), 'carrier-bench-copy-'));
const source = join(copyDir, 'bench-source.txt');
await writeFile(source, content);
const boundary = 'carrier-bench-boundary';
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

async function upload(name: string) {
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: text/plain\r\n\r\n`,
  );
  const response = await request(`${filesUrl}/bench/`, {
    method: 'POST',
    dispatcher: agent,
    headers: {
      ...auth,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + content.length + tail.length),
    },
    body: Readable.from([head, content, tail]),
  });
  await response.body.dump();
  if (response.statusCode !== 200) throw new Error(`upload failed with ${response.statusCode}`);
}

/** The same file as the raw body of a PUT to its key: no multipart framing to parse. */
async function put(name: string) {
  const response = await request(`${filesUrl}/bench/${name}`, {
    method: 'PUT',
    dispatcher: agent,
    headers: { ...auth, 'content-type': 'text/plain', 'content-length': String(content.length) },
    body: content,
  });
  await response.body.dump();
  if (response.statusCode !== 200) throw new Error(`put failed with ${response.statusCode}`);
}

/**
 * The same three requests sent from a worker thread: plain JavaScript evaluated in the worker, with
 * its own undici and its own copy of the file, answering each message once its request is done.
 */
const WORKER_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { Readable } = require('node:stream');
const { Agent, request } = require(workerData.undiciPath);
const { filesUrl, auth, boundary } = workerData;
const content = Buffer.from(workerData.content);
const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
const agent = new Agent({ connections: 8 });
async function run({ op, name }) {
  if (op === 'download') {
    const response = await request(filesUrl + '/bench/download.txt', { headers: auth, dispatcher: agent });
    await response.body.dump({ limit: content.length * 2 });
    return response.statusCode;
  }
  const head = Buffer.from('--' + boundary + '\\r\\ncontent-disposition: form-data; name="file"; filename="' + name + '"\\r\\ncontent-type: text/plain\\r\\n\\r\\n');
  const response = op === 'put'
    ? await request(filesUrl + '/bench/' + name, { method: 'PUT', dispatcher: agent,
        headers: { ...auth, 'content-type': 'text/plain', 'content-length': String(content.length) }, body: content })
    : await request(filesUrl + '/bench/', { method: 'POST', dispatcher: agent,
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=' + boundary,
          'content-length': String(head.length + content.length + tail.length) },
        body: Readable.from([head, content, tail]) });
  await response.body.dump();
  return response.statusCode;
}
parentPort.on('message', (message) => {
  run(message).then(
    (status) => parentPort.postMessage({ id: message.id, status }),
    (error) => parentPort.postMessage({ id: message.id, error: String(error) }),
  );
});
`;

function startWorkerClient() {
  const worker = new Worker(WORKER_CLIENT, {
    eval: true,
    workerData: { undiciPath: createRequire(import.meta.url).resolve('undici'), filesUrl, auth, boundary, content },
  });
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', (answer: { id: number; status?: number; error?: string }) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.status === 200) pending?.resolve();
    else pending?.reject(new Error(answer.error ?? `worker request failed with ${answer.status}`));
  });
  return {
    run: (op: 'post' | 'put' | 'download', name = '') =>
      new Promise<void>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, op, name });
      }),
    close: () => worker.terminate(),
  };
}

/** The same bytes copied on the same disk, then removed: what storing a file costs without HTTP. */
const copyOnDisk = async () => {
  const target = join(copyDir, `copy-${randomUUID()}`);
  await copyFile(source, target);
  await rm(target);
};

const report = (label: string, result: { targetOps: number; anchorOps: number; ratio: number }, anchorName: string) => {
  const mbps = (ops: number) => ((ops * SIZE) / 1024 / 1024).toFixed(0);
  console.log(
    `${label}: ${mbps(result.targetOps)} MB/s vs ${anchorName} ${mbps(result.anchorOps)} MB/s, ratio ${result.ratio.toFixed(3)}`,
  );
};

const workerClient = startWorkerClient();
try {
  const options = { concurrency: 2, durationMs: 3000, warmupMs: 500 };
  const disk = { name: 'disk copy', run: copyOnDisk };
  const diskName = 'copying 15 MB on the same disk';

  // Upload, then delete in-process so the disk does not fill; the copy anchor removes its copy too.
  const thenDelete = (send: (name: string) => Promise<void>) => async () => {
    const name = `${randomUUID()}.txt`;
    await send(name);
    await studio.services.files.deleteFile(tenantId, DEFAULT_BUCKET, `bench/${name}`, BENCH_ACTOR);
  };
  report(
    'files: upload of a 15 MB file through the file service',
    await compare({ name: 'upload', run: thenDelete(upload) }, disk, 3, options),
    diskName,
  );
  report(
    'files: upload of a 15 MB file through the file service, raw PUT',
    await compare({ name: 'put', run: thenDelete(put) }, disk, 3, options),
    diskName,
  );

  await upload('download.txt');
  const download = async () => {
    const response = await request(`${filesUrl}/bench/download.txt`, { headers: auth, dispatcher: agent });
    await response.body.dump({ limit: SIZE * 2 });
    if (response.statusCode !== 200) throw new Error(`download failed with ${response.statusCode}`);
  };
  report(
    'files: download of a 15 MB file through the file service',
    await compare({ name: 'download', run: download }, disk, 3, options),
    diskName,
  );

  // The same, with the client in a worker thread: the server's event loop does only the server's work.
  const inWorker = 'client in a worker thread';
  report(
    `files (${inWorker}): upload of a 15 MB file through the file service`,
    await compare({ name: 'upload', run: thenDelete((name) => workerClient.run('post', name)) }, disk, 3, options),
    diskName,
  );
  report(
    `files (${inWorker}): upload of a 15 MB file through the file service, raw PUT`,
    await compare({ name: 'put', run: thenDelete((name) => workerClient.run('put', name)) }, disk, 3, options),
    diskName,
  );
  report(
    `files (${inWorker}): download of a 15 MB file through the file service`,
    await compare({ name: 'download', run: () => workerClient.run('download') }, disk, 3, options),
    diskName,
  );

  // A folder of 10,000 files, seeded in bulk.
  const now = Date.now();
  for (let start = 0; start < FOLDER_SIZE; start += 1000) {
    await studio.database.db.insert(fileEntries).values(
      Array.from({ length: 1000 }, (_, offset) => {
        const name = `file-${String(start + offset).padStart(5, '0')}.pdf`;
        return {
          tenantId,
          bucketName: DEFAULT_BUCKET,
          key: `big/${name}`,
          parent: 'big/',
          name,
          kind: 'file' as const,
          objectId: randomUUID(),
          size: 1000 + offset,
          contentType: 'application/pdf',
          createdById: userId,
          createdAt: new Date(now),
          lastModifiedAt: new Date(now - offset * 1000),
        };
      }),
    );
  }
  await studio.services.files.createFolder(tenantId, DEFAULT_BUCKET, 'big/', BENCH_ACTOR);
  const listing = await compare(
    {
      name: 'fileListing',
      run: studio.caller(
        `query($prefix: String, $limit: Int) { fileListing(prefix: $prefix, limit: $limit) {
          commonPrefixes continuationToken objectSummaries { key fileName size isPublic lastModifiedAt } } }`,
        { prefix: 'big/', limit: LISTING_PAGE_SIZE },
      ),
    },
    { name: 'bare hello', run: anchor.hello },
  );
  console.log(
    `files: fileListing first page (${LISTING_PAGE_SIZE} of ${FOLDER_SIZE} files): ${listing.targetOps.toFixed(0)} ops/s vs bare yoga { hello } ${listing.anchorOps.toFixed(0)} ops/s, ratio ${listing.ratio.toFixed(3)}`,
  );
} finally {
  await workerClient.close();
  await studio.close();
  await anchor.close();
  await agent.close();
  await rm(copyDir, { recursive: true, force: true });
}
