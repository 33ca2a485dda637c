import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { FILE_MESSAGES, INPUT_MESSAGES, MESSAGES, TOO_LARGE_MESSAGE, UPLOAD_LIMIT_BYTES } from '@carrier/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInUserWithRoles } from '../users/users.testing';
import {
  askUpload,
  bearer,
  DRIVERS,
  download,
  type FilesServer,
  LISTING,
  type ListingAnswer,
  MUTATIONS,
  multipartBody,
  PDF,
  PNG,
  putTo,
  startFilesServer,
  uploadTo,
} from './files.testing';

/** Sends raw bytes over a real socket and gives back whatever the server answered before closing. */
function rawExchange(port: number, head: string, body: Buffer, options: { abortAfter?: number } = {}) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.on('connect', () => {
      socket.write(head);
      const sendUpTo = options.abortAfter ?? body.length;
      const chunk = 256 * 1024;
      let offset = 0;
      const pump = () => {
        while (offset < sendUpTo) {
          const slice = body.subarray(offset, Math.min(offset + chunk, sendUpTo));
          offset += slice.length;
          if (!socket.write(slice)) return socket.once('drain', pump);
        }
        if (options.abortAfter !== undefined) setTimeout(() => socket.destroy(), 100);
      };
      pump();
    });
  });
}

/** A body in chunked transfer encoding: no content-length, so only the stream's guard can find its size. */
function chunkedBody(body: Buffer, chunkBytes = 1024 * 1024) {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += chunkBytes) {
    const chunk = body.subarray(offset, offset + chunkBytes);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

describe.each(DRIVERS)('file service over HTTP (%s storage)', (driver) => {
  let files: FilesServer;
  /** Resolves once the server has discarded the next upload (the event an abort test waits for). */
  const nextDiscard = () =>
    new Promise<void>((resolve) => {
      const uploads = files.server.services.files;
      const begin = uploads.beginUpload;
      vi.spyOn(uploads, 'beginUpload').mockImplementationOnce((...args) => {
        const pending = begin(...args);
        const discard = pending.discard.bind(pending);
        pending.discard = async () => {
          await discard();
          resolve();
        };
        return pending;
      });
    });
  let token: string;
  let otherToken: string;
  let port: number;
  const listKeys = async (prefix: string, as = token) =>
    (
      (await files.server.gql<ListingAnswer>(LISTING, { prefix }, { token: as })).data.fileListing?.objectSummaries ??
      []
    ).map((file) => file.key);

  beforeAll(async () => {
    files = await startFilesServer(driver);
    token = (await files.server.signIn('test')).accessToken;
    otherToken = (await files.server.signIn('test_uat')).accessToken;
    await files.server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (files.server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => files.close());

  it('uploads several files into a folder and streams them back', async () => {
    const upload = await uploadTo(
      files.server,
      'docs/',
      [
        { name: 'a b ü.txt', content: 'hello world' },
        { name: 'report.pdf', content: PDF },
      ],
      { token },
    );
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toEqual({ status: 'success', keys: ['docs/a b ü.txt', 'docs/report.pdf'] });

    const text = await download(files.server, `docs/${encodeURIComponent('a b ü.txt')}`, bearer(token));
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe('hello world');
    expect(text.headers['content-type']).toBe('text/plain');
    expect(text.headers['content-length']).toBe('11');
    expect(text.headers['content-disposition']).toBe(
      `inline; filename="a b _.txt"; filename*=UTF-8''a%20b%20%C3%BC.txt`,
    );
    expect(text.headers['x-content-type-options']).toBe('nosniff');
    expect(text.headers['cache-control']).toBe('private, no-store');

    const pdf = await download(files.server, 'docs/report.pdf?download=1', bearer(token));
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/);
  });

  it('takes keys percent-encoded as one segment or with plain slashes, decoding them once', async () => {
    const encodedPrefix = await uploadTo(
      files.server,
      encodeURIComponent('nested/deeper/'),
      [{ name: 'x.json', content: '{}' }],
      {
        token,
      },
    );
    expect(encodedPrefix.json()).toEqual({ status: 'success', keys: ['nested/deeper/x.json'] });
    expect((await download(files.server, 'nested/deeper/x.json', bearer(token))).body).toBe('{}');
    expect((await download(files.server, encodeURIComponent('nested/deeper/x.json'), bearer(token))).body).toBe('{}');
    // Decoded once only: '%252F' is the literal text '%2F', another key.
    expect((await download(files.server, 'nested%252Fdeeper%252Fx.json', bearer(token))).statusCode).toBe(404);
  });

  it('answers byte ranges', async () => {
    await uploadTo(files.server, 'ranges/', [{ name: 'digits.txt', content: '0123456789' }], { token });
    const part = await download(files.server, 'ranges/digits.txt', { ...bearer(token), range: 'bytes=2-5' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.headers['content-length']).toBe('4');
    const tail = await download(files.server, 'ranges/digits.txt', { ...bearer(token), range: 'bytes=-3' });
    expect(tail.body).toBe('789');
    const open = await download(files.server, 'ranges/digits.txt', { ...bearer(token), range: 'bytes=8-' });
    expect(open.body).toBe('89');
    const outside = await download(files.server, 'ranges/digits.txt', { ...bearer(token), range: 'bytes=10-12' });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */10');
    const several = await download(files.server, 'ranges/digits.txt', { ...bearer(token), range: 'bytes=0-1,3-4' });
    expect(several.statusCode).toBe(200);
    expect(several.body).toBe('0123456789');
  });

  it('refuses a key that exists, with the error text the studio recognises', async () => {
    await uploadTo(files.server, 'dupes/', [{ name: 'one.txt', content: 'first' }], { token });
    const again = await uploadTo(files.server, 'dupes/', [{ name: 'one.txt', content: 'second' }], { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(FILE_MESSAGES.objectExists);
    expect((await download(files.server, 'dupes/one.txt', bearer(token))).body).toBe('first');
    // Twice in one request: neither is kept.
    const twice = await uploadTo(
      files.server,
      'dupes/',
      [
        { name: 'two.txt', content: '2' },
        { name: 'two.txt', content: '2' },
      ],
      { token },
    );
    expect(twice.statusCode).toBe(409);
    expect(await listKeys('dupes/')).toEqual(['dupes/one.txt']);
  });

  it('refuses types outside the list and content that does not match its extension, storing nothing', async () => {
    const before = await files.storedFiles();
    const exe = await uploadTo(files.server, 'typed/', [{ name: 'tool.exe', content: 'MZ' }], { token });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors[0].message).toBe(FILE_MESSAGES.typeNotAccepted);
    const html = await uploadTo(files.server, 'typed/', [{ name: 'page.html', content: '<script>' }], { token });
    expect(html.statusCode).toBe(415);
    const fakePng = await uploadTo(files.server, 'typed/', [{ name: 'fake.png', content: 'not an image at all' }], {
      token,
    });
    expect(fakePng.statusCode).toBe(415);
    expect(fakePng.json().errors[0].message).toBe(FILE_MESSAGES.contentMismatch);
    const binaryTxt = await uploadTo(files.server, 'typed/', [{ name: 'bin.txt', content: PNG }], { token });
    expect(binaryTxt.statusCode).toBe(415);
    // One bad file spoils the whole request: the good one before it is not kept either.
    const mixed = await uploadTo(
      files.server,
      'typed/',
      [
        { name: 'good.png', content: PNG },
        { name: 'bad.pdf', content: 'plain text' },
      ],
      { token },
    );
    expect(mixed.statusCode).toBe(415);
    expect(await listKeys('typed/')).toEqual([]);
    expect(await files.storedFiles()).toEqual(before);
  });

  it('accepts a file of exactly the limit and cuts off one byte more with 413, storing nothing', async () => {
    const exact = Buffer.alloc(UPLOAD_LIMIT_BYTES, 'a');
    const ok = await uploadTo(files.server, 'limits/', [{ name: 'exact.txt', content: exact }], { token });
    expect(ok.statusCode).toBe(200);
    const before = await files.storedFiles();

    const { body, contentType } = multipartBody([
      { name: 'over.txt', content: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1, 'a') },
    ]);
    const answer = await rawExchange(
      port,
      `POST /api/v1/files/limits/ HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\ncontent-type: ${contentType}\r\ncontent-length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1.1 413/);
    expect(answer).toContain(TOO_LARGE_MESSAGE);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await listKeys('limits/')).toEqual(['limits/exact.txt']);
    expect(await files.storedFiles()).toEqual(before);
  });

  it('refuses a declared body far over the limit before reading it', async () => {
    const answer = await rawExchange(
      port,
      `POST /api/v1/files/limits/ HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\ncontent-type: multipart/form-data; boundary=x\r\ncontent-length: ${20 * UPLOAD_LIMIT_BYTES}\r\n\r\n`,
      Buffer.alloc(0),
    );
    expect(answer).toMatch(/^HTTP\/1.1 413/);
  });

  it('leaves nothing behind when the client goes away mid-upload', async () => {
    const before = await files.storedFiles();
    // The event to wait for: the server has discarded the upload the client left.
    const discarded = nextDiscard();
    const { body, contentType } = multipartBody([
      { name: 'complete.txt', content: 'done' },
      { name: 'half.txt', content: Buffer.alloc(8 * 1024 * 1024, 'b') },
    ]);
    await rawExchange(
      port,
      `POST /api/v1/files/aborted/ HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\ncontent-type: ${contentType}\r\ncontent-length: ${body.length}\r\n\r\n`,
      body,
      { abortAfter: 6 * 1024 * 1024 },
    );
    await discarded;
    expect(await listKeys('aborted/')).toEqual([]);
    expect(await files.storedFiles()).toEqual(before);
  });

  it('needs the bearer token of the tenant to upload', async () => {
    const anonymous = await uploadTo(files.server, 'anon/', [{ name: 'a.txt', content: 'a' }]);
    expect(anonymous.statusCode).toBe(401);
    const forged = await uploadTo(files.server, 'anon/', [{ name: 'a.txt', content: 'a' }], { token: 'not-a-jwt' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].extensions.code).toBe('authorization');
    const empty = await uploadTo(files.server, 'anon/', [], { token });
    expect(empty.statusCode).toBe(400);
  });

  it("refuses a viewer's upload as the GraphQL file mutations do: multipart, PUT and an upload request alike", async () => {
    const viewer = (
      await signedInUserWithRoles(files.server, {
        adminToken: token,
        email: `viewer-${driver}@files.test`,
        roles: ['viewer'],
      })
    ).accessToken;
    const before = await files.storedFiles();
    const answers = [
      await uploadTo(files.server, 'viewer/', [{ name: 'a.txt', content: 'a' }], { token: viewer, isPublic: true }),
      await putTo(files.server, 'viewer/b.txt', 'b', { token: viewer, query: '?isPublic=true' }),
      await askUpload(files.server, 'viewer/c.txt', 1, { token: viewer }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors[0].message).toBe(MESSAGES.notAuthorized);
    }
    expect(await listKeys('viewer/')).toEqual([]);
    expect(await files.storedFiles()).toEqual(before);
  });

  it('answers a multipart body without a boundary or cut short inside its file with 400, storing nothing', async () => {
    const before = await files.storedFiles();
    const noBoundary = await files.server.app.inject({
      method: 'POST',
      url: '/api/v1/files/torn/',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    const { body, contentType } = multipartBody([{ name: 'a.txt', content: 'a whole line of text' }]);
    const cutShort = await files.server.app.inject({
      method: 'POST',
      url: '/api/v1/files/torn/',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body.subarray(0, body.length - 30),
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().errors[0].message).toBe(FILE_MESSAGES.malformedMultipart);
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json().errors[0].message).toBe(FILE_MESSAGES.uploadCutShort);
    expect(await listKeys('torn/')).toEqual([]);
    expect(await files.storedFiles()).toEqual(before);
  });

  it('serves private files only with a token and public ones without, for the tenant named', async () => {
    await uploadTo(files.server, 'acl/', [{ name: 'private.png', content: PNG }], { token });
    await uploadTo(files.server, 'acl/', [{ name: 'public.png', content: PNG }], { token, isPublic: true });
    expect((await download(files.server, 'acl/private.png')).statusCode).toBe(401);
    expect((await download(files.server, 'acl/private.png?tenantIdIfNoToken=test')).statusCode).toBe(401);
    const open = await download(files.server, 'acl/public.png?tenantIdIfNoToken=test');
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.equals(PNG)).toBe(true);
    expect(open.headers['cache-control']).toBe('public, max-age=300');
    expect((await download(files.server, 'acl/public.png?tenantIdIfNoToken=test_uat')).statusCode).toBe(401);
    expect((await download(files.server, 'acl/public.png')).statusCode).toBe(401);
    expect((await download(files.server, 'acl/missing.png?tenantIdIfNoToken=test')).statusCode).toBe(401);
    expect((await download(files.server, 'acl/missing.png', bearer(token))).statusCode).toBe(404);
    expect((await download(files.server, 'acl/private.png', bearer('expired.token.here'))).statusCode).toBe(401);

    await files.server.gql(MUTATIONS.setFileAcl, { key: 'acl/private.png', isPublic: true }, { token });
    expect((await download(files.server, 'acl/private.png?tenantIdIfNoToken=test')).statusCode).toBe(200);
  });

  it("never serves or overwrites another tenant's file", async () => {
    await uploadTo(files.server, 'mine/', [{ name: 'secret.txt', content: 'test only' }], { token });
    expect((await download(files.server, 'mine/secret.txt', bearer(otherToken))).statusCode).toBe(404);
    const sameKey = await uploadTo(files.server, 'mine/', [{ name: 'secret.txt', content: 'uat' }], {
      token: otherToken,
    });
    expect(sameKey.statusCode).toBe(200);
    expect((await download(files.server, 'mine/secret.txt', bearer(otherToken))).body).toBe('uat');
    expect((await download(files.server, 'mine/secret.txt', bearer(token))).body).toBe('test only');
  });

  it.each([
    ['%2E%2E%2Fescape.txt', 'dot-dot encoded'],
    ['docs/%2e%2e/%2e%2e/escape.txt', 'dot-dot segments encoded'],
    ['docs/../../escape.txt', 'dot-dot segments'],
    ['docs/./a.txt', 'dot segment'],
    ['%2Fetc%2Fpasswd.txt', 'leading slash'],
    ['docs%5Ca.txt', 'backslash'],
    ['docs/a%00.txt', 'NUL'],
    ['docs/a%0A.txt', 'line feed'],
    ['docs/a%7F.txt', 'DEL'],
    ['docs//a.txt', 'empty segment'],
  ])('refuses the key %s (%s) on download and upload (POST and PUT)', async (key) => {
    // A real socket: the URL reaches the server exactly as written, dot segments and all.
    const get = await rawExchange(
      port,
      `GET /api/v1/files/${key} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\nconnection: close\r\n\r\n`,
      Buffer.alloc(0),
    );
    expect(get).toMatch(/^HTTP\/1.1 400/);
    expect(get).toContain(FILE_MESSAGES.invalidKey);
    const { body, contentType } = multipartBody([{ name: 'a.txt', content: 'a' }]);
    const post = await rawExchange(
      port,
      `POST /api/v1/files/${key}/ HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\ncontent-type: ${contentType}\r\ncontent-length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(post).toMatch(/^HTTP\/1.1 400/);
    expect(post).toContain(FILE_MESSAGES.invalidKey);
    const put = await rawExchange(
      port,
      `PUT /api/v1/files/${key} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\ncontent-type: text/plain\r\ncontent-length: 1\r\n\r\n`,
      Buffer.from('a'),
    );
    expect(put).toMatch(/^HTTP\/1.1 400/);
    expect(put).toContain(FILE_MESSAGES.invalidKey);
  });

  it('refuses a key whose percent-encoding is broken', async () => {
    expect((await download(files.server, 'docs/%E0%A4%A.txt', bearer(token))).statusCode).toBe(400);
  });

  it('keeps uploaded file names inside the folder they were sent to', async () => {
    for (const name of ['../up.txt', 'a/b.txt', '..\\x.txt']) {
      const upload = await uploadTo(files.server, 'names/', [{ name, content: 'a' }], { token });
      expect([200, 400], name).toContain(upload.statusCode);
    }
    const root = await files.server.gql<ListingAnswer>(LISTING, { prefix: '' }, { token });
    expect(root.data.fileListing?.objectSummaries).toEqual([]);
    for (const key of await listKeys('names/')) expect(key).toMatch(/^names\/[^/\\]+$/);
  });
  describe('PUT of one file as the raw body', () => {
    const putHead = (key: string, headers: string, as = token) =>
      `PUT /api/v1/files/${key} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${as}\r\n${headers}\r\n`;

    it('stores the body under the key and serves it back byte for byte', async () => {
      const image = Buffer.concat([PNG.subarray(0, 8), randomBytes(3 * 1024 * 1024 + 17)]);
      const put = await putTo(files.server, `put/${encodeURIComponent('bild ü.png')}`, image, {
        token,
        contentType: 'image/png',
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ status: 'success', keys: ['put/bild ü.png'] });
      expect(put.headers.connection).not.toBe('close');
      const back = await download(files.server, `put/${encodeURIComponent('bild ü.png')}`, bearer(token));
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe('image/png');
      expect(back.headers['content-length']).toBe(String(image.length));
      expect(back.rawPayload.equals(image)).toBe(true);
      const listed = await files.server.gql<ListingAnswer>(LISTING, { prefix: 'put/' }, { token });
      expect(listed.data.fileListing?.objectSummaries.map((file) => [file.key, file.size, file.isPublic])).toEqual([
        ['put/bild ü.png', image.length, false],
      ]);
      // A range of it, across the 1 MiB read chunks of the local driver.
      const part = await download(files.server, `put/${encodeURIComponent('bild ü.png')}`, {
        ...bearer(token),
        range: 'bytes=1048570-1048580',
      });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(image.subarray(1048570, 1048581))).toBe(true);
    });

    it('takes isPublic as a query parameter and a key with plain slashes, creating its folders', async () => {
      const put = await putTo(files.server, 'put/open/deep/notes.txt', 'public words', {
        token,
        contentType: 'text/plain',
        query: '?isPublic=true',
      });
      expect(put.statusCode).toBe(200);
      const open = await download(files.server, 'put/open/deep/notes.txt?tenantIdIfNoToken=test');
      expect(open.statusCode).toBe(200);
      expect(open.body).toBe('public words');
      const folders = await files.server.gql<ListingAnswer>(LISTING, { prefix: 'put/open/' }, { token });
      expect(folders.data.fileListing?.commonPrefixes).toEqual(['put/open/deep/']);
    });

    it('accepts exactly the limit and answers 413 past it, declared or not, storing nothing', async () => {
      const exact = await putTo(files.server, 'put-limits/exact.txt', Buffer.alloc(UPLOAD_LIMIT_BYTES, 'a'), {
        token,
        contentType: 'text/plain',
      });
      expect(exact.statusCode).toBe(200);
      const before = await files.storedFiles();
      const over = Buffer.alloc(UPLOAD_LIMIT_BYTES + 1, 'a');

      const declared = await rawExchange(
        port,
        putHead('put-limits/declared.txt', `content-type: text/plain\r\ncontent-length: ${over.length}\r\n`),
        over,
      );
      expect(declared).toMatch(/^HTTP\/1.1 413/);
      expect(declared).toContain(TOO_LARGE_MESSAGE);
      expect(declared.toLowerCase()).toContain('connection: close');

      // Chunked: no length up front, so the guard counts the bytes and refuses the one past the limit.
      const discarded = nextDiscard();
      const streamed = await rawExchange(
        port,
        putHead('put-limits/chunked.txt', 'content-type: text/plain\r\ntransfer-encoding: chunked\r\n'),
        chunkedBody(over),
      );
      await discarded;
      expect(streamed).toMatch(/^HTTP\/1.1 413/);
      expect(streamed).toContain(TOO_LARGE_MESSAGE);
      expect(await listKeys('put-limits/')).toEqual(['put-limits/exact.txt']);
      expect(await files.storedFiles()).toEqual(before);
    });

    it('answers 415 for a refused type, content that does not match its extension, or a multipart body', async () => {
      const before = await files.storedFiles();
      const exe = await putTo(files.server, 'put-typed/tool.exe', 'MZ', { token });
      expect(exe.statusCode).toBe(415);
      expect(exe.json().errors[0].message).toBe(FILE_MESSAGES.typeNotAccepted);
      const fake = await putTo(files.server, 'put-typed/fake.png', Buffer.alloc(2 * 1024 * 1024, 'x'), {
        token,
        contentType: 'image/png',
      });
      expect(fake.statusCode).toBe(415);
      expect(fake.json().errors[0].message).toBe(FILE_MESSAGES.contentMismatch);
      const binary = await putTo(files.server, 'put-typed/bin.txt', PNG, { token, contentType: 'text/plain' });
      expect(binary.statusCode).toBe(415);
      const { body, contentType } = multipartBody([{ name: 'a.txt', content: 'a' }]);
      const multipart = await putTo(files.server, 'put-typed/a.txt', body, { token, contentType });
      expect(multipart.statusCode).toBe(415);
      expect(await listKeys('put-typed/')).toEqual([]);
      expect(await files.storedFiles()).toEqual(before);
    });

    it('refuses a NUL byte in a bucket name, a tenant or an upload id with 400, not a failure of the server', async () => {
      const put = await putTo(files.server, 'put-nul/a.txt', 'words', { token, query: '?bucketName=default%00x' });
      expect(put.statusCode).toBe(400);
      expect(put.json().errors[0].message).toBe(INPUT_MESSAGES.nulCharacter('bucketName'));
      const anonymous = await files.server.app.inject({
        method: 'GET',
        url: '/api/v1/files/put-nul/a.txt?tenantIdIfNoToken=te%00st',
      });
      expect(anonymous.statusCode).toBe(400);
      const download = await files.server.app.inject({
        method: 'GET',
        url: '/api/v1/files/put-nul/a.txt?bucketName=%00',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.statusCode).toBe(400);
      const complete = await files.server.app.inject({
        method: 'POST',
        url: '/api/v1/file-uploads/a%00b/complete',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(complete.statusCode).toBe(400);
      expect(await listKeys('put-nul/')).toEqual([]);
    });

    it('answers 409 for a taken key, 400 for a bad key and 401 without a valid token', async () => {
      expect((await putTo(files.server, 'put-taken/one.txt', 'first', { token })).statusCode).toBe(200);
      const again = await putTo(files.server, 'put-taken/one.txt', 'second', { token });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].message).toBe(FILE_MESSAGES.objectExists);
      expect((await download(files.server, 'put-taken/one.txt', bearer(token))).body).toBe('first');
      expect((await putTo(files.server, 'put-taken/', 'x', { token })).statusCode).toBe(400);
      expect((await putTo(files.server, 'put-taken/x.txt?bucketName=nope', 'x', { token })).statusCode).toBe(404);
      expect((await putTo(files.server, 'put-taken/anon.txt', 'x')).statusCode).toBe(401);
      const forged = await putTo(files.server, 'put-taken/anon.txt', 'x', { token: 'not-a-jwt' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().errors[0].extensions.code).toBe('authorization');
      expect(await listKeys('put-taken/')).toEqual(['put-taken/one.txt']);
    });

    it("never lets another tenant's PUT write into or read from this tenant's files", async () => {
      expect((await putTo(files.server, 'put-mine/secret.txt', 'test only', { token })).statusCode).toBe(200);
      expect((await download(files.server, 'put-mine/secret.txt', bearer(otherToken))).statusCode).toBe(404);
      // The same key from test_uat lands in test_uat's own bucket; test's file is untouched.
      const theirs = await putTo(files.server, 'put-mine/secret.txt', 'uat', { token: otherToken });
      expect(theirs.statusCode).toBe(200);
      expect((await download(files.server, 'put-mine/secret.txt', bearer(otherToken))).body).toBe('uat');
      expect((await download(files.server, 'put-mine/secret.txt', bearer(token))).body).toBe('test only');
      const onlyTheirs = await putTo(files.server, 'put-mine/uat-only.txt', 'u', { token: otherToken });
      expect(onlyTheirs.statusCode).toBe(200);
      expect(await listKeys('put-mine/')).toEqual(['put-mine/secret.txt']);
      expect((await download(files.server, 'put-mine/uat-only.txt', bearer(token))).statusCode).toBe(404);
    });

    it('leaves nothing behind when the client goes away mid-PUT', async () => {
      const before = await files.storedFiles();
      const discarded = nextDiscard();
      const body = Buffer.alloc(8 * 1024 * 1024, 'b');
      await rawExchange(
        port,
        putHead('put-aborted/half.txt', `content-type: text/plain\r\ncontent-length: ${body.length}\r\n`),
        body,
        { abortAfter: 6 * 1024 * 1024 },
      );
      await discarded;
      expect(await listKeys('put-aborted/')).toEqual([]);
      expect(await files.storedFiles()).toEqual(before);
    });
  });
});
