// The file service: upload and download of a 15 MB file as a ratio of copying the same bytes on the
// same disk, and the first page of a 10,000-file folder as a ratio of the bare yoga { hello } query.
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
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

try {
  const options = { concurrency: 2, durationMs: 3000, warmupMs: 500 };

  // Upload, then delete in-process so the disk does not fill; the copy anchor removes its copy too.
  const uploadThenDelete = async () => {
    const name = `${randomUUID()}.txt`;
    await upload(name);
    await studio.services.files.deleteFile(tenantId, DEFAULT_BUCKET, `bench/${name}`, BENCH_ACTOR);
  };
  report(
    'files: upload of a 15 MB file through the file service',
    await compare({ name: 'upload', run: uploadThenDelete }, { name: 'disk copy', run: copyOnDisk }, 3, options),
    'copying 15 MB on the same disk',
  );

  await upload('download.txt');
  const download = async () => {
    const response = await request(`${filesUrl}/bench/download.txt`, { headers: auth, dispatcher: agent });
    await response.body.dump({ limit: SIZE * 2 });
    if (response.statusCode !== 200) throw new Error(`download failed with ${response.statusCode}`);
  };
  report(
    'files: download of a 15 MB file through the file service',
    await compare({ name: 'download', run: download }, { name: 'disk copy', run: copyOnDisk }, 3, options),
    'copying 15 MB on the same disk',
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
  await studio.close();
  await anchor.close();
  await agent.close();
  await rm(copyDir, { recursive: true, force: true });
}
