import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  FILE_MESSAGES,
  FILE_UPLOADS_PATH,
  FILES_PATH,
  TOO_LARGE_MESSAGE,
  type TUploadTarget,
  UPLOAD_LIMIT_BYTES,
} from '@carrier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioDistStub } from '../../testing/studio-dist-stub';
import {
  askUpload,
  bearer,
  completeUpload,
  DRIVERS,
  download,
  type FilesServer,
  LISTING,
  type ListingAnswer,
  PNG,
  putTo,
  sendToTarget,
  startFilesServer,
} from './files.testing';

const png = (size: number) => Buffer.concat([PNG.subarray(0, 8), randomBytes(size - 8)]);

describe.each(DRIVERS)('asking where to upload a file (%s storage)', (driver) => {
  let files: FilesServer;
  let token: string;
  beforeAll(async () => {
    files = await startFilesServer(driver);
    token = (await files.server.signIn('test')).accessToken;
  });
  afterAll(() => files.close());

  it("refuses, before any URL is signed, what the PUT would refuse, with the PUT's words", async () => {
    const refusal = async (key: string, size: unknown, as = token) => {
      const answer = await askUpload(files.server, key, size, { token: as });
      expect(answer.json().url, `${key} ${size}`).toBeUndefined();
      return { status: answer.statusCode, message: answer.json().errors?.[0]?.message };
    };
    expect(await refusal('ask/big.txt', UPLOAD_LIMIT_BYTES + 1)).toEqual({ status: 413, message: TOO_LARGE_MESSAGE });
    for (const size of [-1, 1.5, '12', null, undefined]) {
      expect(await refusal('ask/odd.txt', size)).toEqual({ status: 400, message: FILE_MESSAGES.invalidSize });
    }
    expect(await refusal('ask/tool.exe', 10)).toEqual({ status: 415, message: FILE_MESSAGES.typeNotAccepted });
    expect(await refusal('ask%5Cback.txt', 10)).toEqual({ status: 400, message: FILE_MESSAGES.invalidKey });
    expect(await refusal('ask/a%00.txt', 10)).toEqual({ status: 400, message: FILE_MESSAGES.invalidKey });
    expect(await refusal('ask/a.txt?bucketName=nope', 10)).toEqual({
      status: 404,
      message: FILE_MESSAGES.bucketNotFound,
    });
    expect((await refusal('ask/a.txt', 10, '')).status).toBe(401);
    expect((await refusal('ask/a.txt', 10, 'not-a-jwt')).status).toBe(401);
    expect((await putTo(files.server, 'ask/taken.txt', 'first', { token })).statusCode).toBe(200);
    expect(await refusal('ask/taken.txt', 10)).toEqual({ status: 409, message: FILE_MESSAGES.objectExists });
  });

  it(`answers where to PUT the bytes: ${driver === 's3' ? 'a presigned storage URL, then complete' : "the server's own PUT"}`, async () => {
    const image = png(64 * 1024);
    const asked = await askUpload(files.server, `where/${encodeURIComponent('bild ü.png')}`, image.length, {
      token,
      query: '?isPublic=true',
    });
    expect(asked.statusCode).toBe(200);
    const target = asked.json<TUploadTarget>();
    expect(target.method).toBe('PUT');
    expect(target.headers).toEqual({ 'content-type': 'image/png' });
    if (driver === 'local') {
      expect(target).toEqual({
        method: 'PUT',
        url: `${FILES_PATH}/where/bild%20%C3%BC.png?isPublic=true&bucketName=default`,
        headers: { 'content-type': 'image/png' },
      });
    } else {
      expect(target.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/carrier-test\/test\/default\/[0-9a-f-]{36}\?/);
      expect(new URL(target.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(target.completeUrl).toBe(`${FILE_UPLOADS_PATH}/${target.uploadId}/complete`);
    }
    expect(await sendToTarget(files.server, target, image, token)).toBe(200);
    if (target.uploadId) {
      expect((await download(files.server, 'where/bild%20%C3%BC.png', bearer(token))).statusCode).toBe(404);
      const done = await completeUpload(files.server, target.uploadId, token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: 'success', keys: ['where/bild ü.png'] });
    }
    const back = await download(files.server, 'where/bild%20%C3%BC.png?tenantIdIfNoToken=test');
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(image)).toBe(true);
  });
});

describe('S3 without S3_DIRECT_UPLOADS (an endpoint browsers cannot reach)', () => {
  let files: FilesServer;
  beforeAll(async () => {
    files = await startFilesServer('s3', {}, { directUploads: false });
  });
  afterAll(() => files.close());

  it("answers the server's own PUT, which stores the file in the bucket", async () => {
    const token = (await files.server.signIn('test')).accessToken;
    const image = png(4096);
    const target = (await askUpload(files.server, 'through/server.png', image.length, { token })).json<TUploadTarget>();
    expect(target).toEqual({
      method: 'PUT',
      url: `${FILES_PATH}/through/server.png?isPublic=false&bucketName=default`,
      headers: { 'content-type': 'image/png' },
    });
    expect(await sendToTarget(files.server, target, image, token)).toBe(200);
    expect((await download(files.server, 'through/server.png', bearer(token))).rawPayload.equals(image)).toBe(true);
    expect(await files.storedFiles()).toHaveLength(1);
  });
});

describe('presigned uploads straight to S3', () => {
  let files: FilesServer;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    files = await startFilesServer('s3');
    token = (await files.server.signIn('test')).accessToken;
    otherToken = (await files.server.signIn('test_uat')).accessToken;
  });
  afterAll(() => files.close());

  /** The files of the `direct/` folder: key, size and privacy. */
  const listed = async () =>
    (
      (await files.server.gql<ListingAnswer>(LISTING, { prefix: 'direct/' }, { token })).data.fileListing
        ?.objectSummaries ?? []
    ).map((file) => [file.key, file.size, file.isPublic]);
  const listedKeys = async () => (await listed()).map(([key]) => key);
  /** Asks for `key`, expecting a presigned target. */
  const ask = async (key: string, size: number, query = '') => {
    const answer = await askUpload(files.server, key, size, { token, query });
    expect(answer.statusCode).toBe(200);
    const target = answer.json<TUploadTarget>();
    if (!target.uploadId) throw new Error('no presigned target');
    return { ...target, uploadId: target.uploadId };
  };
  const send = (target: TUploadTarget, content: Buffer) => sendToTarget(files.server, target, content, token);

  it('sends the bytes past the server and records them when completed, byte for byte', async () => {
    const before = await files.storedFiles();
    const image = png(3 * 1024 * 1024 + 17);
    const target = await ask('direct/photo.png', image.length);
    expect(await send(target, image)).toBe(200);
    expect(await listedKeys()).toEqual([]);
    const done = await completeUpload(files.server, target.uploadId, token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'success', keys: ['direct/photo.png'] });
    const back = await download(files.server, 'direct/photo.png', bearer(token));
    expect(back.headers['content-length']).toBe(String(image.length));
    expect(back.rawPayload.equals(image)).toBe(true);
    expect(await listed()).toEqual([['direct/photo.png', image.length, false]]);
    // The file's object, not a second one: the bytes as PUT were copied to it and removed.
    expect((await files.storedFiles()).length).toBe(before.length + 1);
  });

  it('has S3 refuse a body of another size or type than was signed', async () => {
    const text = Buffer.from('twelve bytes');
    const target = await ask('direct/size.txt', text.length);
    expect(await send(target, Buffer.from('thirteen byte'))).toBe(403);
    expect(await send({ ...target, headers: { 'content-type': 'image/png' } }, text)).toBe(403);
    // Nothing arrived: the upload stays open while its URL is valid.
    const early = await completeUpload(files.server, target.uploadId, token);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].message).toBe(FILE_MESSAGES.uploadMissing);
    expect(await send(target, text)).toBe(200);
    expect((await completeUpload(files.server, target.uploadId, token)).statusCode).toBe(200);
    expect((await download(files.server, 'direct/size.txt', bearer(token))).body).toBe('twelve bytes');
  });

  it('refuses at completion bytes of another size than announced, deleting them (a store that ignores the signed length)', async () => {
    const before = await files.storedFiles();
    const target = await ask('direct/short.txt', 100);
    // Written as if an S3-compatible store had taken a PUT of 99 bytes despite the signature.
    await files.server.services.storage.write(
      `test/default/${target.uploadId}`,
      Readable.from([Buffer.alloc(99, 'a')]),
    );
    const done = await completeUpload(files.server, target.uploadId, token);
    expect(done.statusCode).toBe(400);
    expect(done.json().errors[0].message).toBe(FILE_MESSAGES.sizeMismatch);
    expect(await files.storedFiles()).toEqual(before);
    expect(await listedKeys()).not.toContain('direct/short.txt');
    expect((await completeUpload(files.server, target.uploadId, token)).statusCode).toBe(404);
  });

  it('refuses at completion content that does not match the extension, deleting it (415, the PUT words)', async () => {
    const before = await files.storedFiles();
    const fake = Buffer.alloc(2 * 1024 * 1024, 'x');
    const target = await ask('direct/fake.png', fake.length);
    expect(await send(target, fake)).toBe(200);
    const done = await completeUpload(files.server, target.uploadId, token);
    expect(done.statusCode).toBe(415);
    expect(done.json().errors[0].message).toBe(FILE_MESSAGES.contentMismatch);
    expect(await files.storedFiles()).toEqual(before);
    expect(await listedKeys()).not.toContain('direct/fake.png');
    expect((await completeUpload(files.server, target.uploadId, token)).statusCode).toBe(404);
  });

  it('answers 409 when the key was taken between the ask and the completion, keeping the first file', async () => {
    const target = await ask('direct/race.txt', 7);
    expect(await send(target, Buffer.from('second!'))).toBe(200);
    expect((await putTo(files.server, 'direct/race.txt', 'first', { token })).statusCode).toBe(200);
    const before = await files.storedFiles();
    const done = await completeUpload(files.server, target.uploadId, token);
    expect(done.statusCode).toBe(409);
    expect(done.json().errors[0].message).toBe(FILE_MESSAGES.objectExists);
    expect((await download(files.server, 'direct/race.txt', bearer(token))).body).toBe('first');
    // The presigned bytes are gone: only the first file's object is left.
    expect((await files.storedFiles()).length).toBe(before.length - 1);
  });

  it("answers another tenant's upload id exactly as one that never existed, and leaves the upload open", async () => {
    const target = await ask('direct/mine.txt', 4);
    expect(await send(target, Buffer.from('mine'))).toBe(200);
    const theirs = await completeUpload(files.server, target.uploadId, otherToken);
    const unknown = await completeUpload(files.server, randomUUID(), otherToken);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errors[0].message).toBe(FILE_MESSAGES.uploadNotFound);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json().errors[0].message).toBe(unknown.json().errors[0].message);
    expect((await completeUpload(files.server, target.uploadId, token)).statusCode).toBe(200);
    expect((await download(files.server, 'direct/mine.txt', bearer(otherToken))).statusCode).toBe(404);
  });

  it('answers 404 to a second completion and keeps the file of the first', async () => {
    const target = await ask('direct/twice.txt', 5, '?isPublic=true');
    expect(await send(target, Buffer.from('twice'))).toBe(200);
    expect((await completeUpload(files.server, target.uploadId, token)).statusCode).toBe(200);
    const again = await completeUpload(files.server, target.uploadId, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].message).toBe(FILE_MESSAGES.uploadNotFound);
    expect(await listed()).toContainEqual(['direct/twice.txt', 5, true]);
  });

  it('never lets bytes PUT again with a still valid URL reach the recorded file', async () => {
    const image = png(4096);
    const target = await ask('direct/again.png', image.length);
    expect(await send(target, image)).toBe(200);
    expect((await completeUpload(files.server, target.uploadId, token)).statusCode).toBe(200);
    // The same size and type, other content: S3 takes it, but no file is made of it.
    expect(await send(target, Buffer.alloc(image.length, '<'))).toBe(200);
    expect((await download(files.server, 'direct/again.png', bearer(token))).rawPayload.equals(image)).toBe(true);
  });
});

describe("the studio page's policy with S3 direct uploads", () => {
  it("lets the browser connect to the storage's origin only when uploads go there", async () => {
    const dist = await createStudioDistStub();
    const connectSrc = async (directUploads: boolean) => {
      const files = await startFilesServer('s3', { studioDistDir: dist.dir }, { directUploads });
      try {
        const page = await files.server.app.inject({ method: 'GET', url: '/files', headers: { host: 'localhost' } });
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        const policy = String(page.headers['content-security-policy']);
        const endpoint = new URL(
          (
            await askUpload(files.server, 'csp/a.txt', 1, { token: (await files.server.signIn('test')).accessToken })
          ).json<TUploadTarget>().url,
          'http://localhost',
        ).origin;
        return { directive: policy.split('; ').find((part) => part.startsWith('connect-src')), endpoint };
      } finally {
        await files.close();
      }
    };
    const direct = await connectSrc(true);
    expect(direct.directive).toBe(`connect-src 'self' ${direct.endpoint}`);
    expect((await connectSrc(false)).directive).toBe("connect-src 'self'");
    await dist.remove();
  });
});
