import {
  DEFAULT_BUCKET,
  FILE_MESSAGES,
  FILE_UPLOADS_PATH,
  FILES_PATH,
  MESSAGES,
  TOO_LARGE_MESSAGE,
  type TUploadTarget,
  UPLOAD_LIMIT_BYTES,
} from '@carrier/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '../../core/outcome';
import { hasRole } from '../../core/roles';
import { actorOf, type Session } from '../../core/session';
import { unstorableTextMessage } from '../../core/storable-text';
import { decodePathKey, folderPrefix, InvalidKeyError, nameOf, parentOf } from '../../platform/storage/keys';
import type { Services } from '../../services';
import { FileRejectedError, REJECTION_STATUS } from './file-content';
import { contentDisposition, dispositionType, parseRange } from './file-response';
import { KeyTakenError, UploadCutShortError } from './file-upload';
import type { UploadPlan } from './presigned-upload';

const MAX_FILES_PER_UPLOAD = 10;
const MULTIPART_OVERHEAD = 64 * 1024;

type FilesQuery = { tenantIdIfNoToken?: string; bucketName?: string; download?: string; isPublic?: string };

/** An error that the server's error handler answers with its status, code and message. */
function httpError(statusCode: number, code: string, message: string) {
  return Object.assign(new Error(message), { statusCode, code });
}

const unauthorized = () => httpError(401, 'authorization', 'invalid or expired token');

/**
 * Refuses a query value or a named path part that cannot be stored as it came (a NUL, a lone surrogate),
 * as the GraphQL input limits do: such a bucket name or upload id names nothing, and its lookup would
 * fail rather than answer. (The key in the path has its own check: `decodePathKey`.)
 */
async function refuseUnstorableText(request: FastifyRequest) {
  const parts = { ...(request.query as object), ...(request.params as object) } as Record<string, unknown>;
  for (const [name, value] of Object.entries(parts)) {
    if (name === '*') continue;
    for (const text of [value].flat()) {
      const message = typeof text === 'string' ? unstorableTextMessage(name, text) : null;
      if (message) throw httpError(400, 'bad_input', message);
    }
  }
}

/** The key or prefix as it arrived in the URL, still percent-encoded: it is decoded exactly once, later. */
function encodedPath(request: FastifyRequest, base = FILES_PATH): string {
  const path = (request.raw.url ?? '').split('?')[0] ?? '';
  return path.slice(base.length).replace(/^\//, '');
}

async function sessionOf(request: FastifyRequest, services: Services): Promise<Session | null | 'invalid'> {
  const header = request.headers.authorization;
  if (!header) return null;
  const bearer = header.match(/^Bearer\s+(\S+)$/i)?.[1];
  const session = bearer ? await services.auth.resolveSession(bearer) : null;
  // A published app's guest token is for quoting only (modules/publish/guest-scope.ts).
  return session && session.scope !== 'guest' ? session : 'invalid';
}

/**
 * The staff session an upload needs: 401 without a token or with one that is not valid, 403 for a user
 * who may not change files (the editor role, as the GraphQL file mutations ask).
 */
async function uploaderOf(request: FastifyRequest, services: Services): Promise<Session> {
  const session = await sessionOf(request, services);
  if (!session) throw httpError(401, 'authorization', MESSAGES.notAuthorized);
  if (session === 'invalid') throw unauthorized();
  if (!hasRole(session.roles, 'editor')) throw httpError(403, 'authorization', MESSAGES.notAuthorized);
  return session;
}

/**
 * A multipart upload's parts. The parser's own failures (no boundary, a body that ends inside a part)
 * carry no status: they are the client's malformed body, 400. Its limits come with theirs (413).
 */
async function* partsOf(request: FastifyRequest) {
  const parts = request.parts()[Symbol.asyncIterator]();
  while (true) {
    let next: IteratorResult<Awaited<ReturnType<typeof parts.next>>['value']>;
    try {
      next = await parts.next();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw httpError(400, 'malformed_multipart', FILE_MESSAGES.malformedMultipart);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** Upload failures as HTTP answers; the error text of a taken key is the one the studio recognises. */
function uploadFailure(error: unknown) {
  if (error instanceof InvalidKeyError) return httpError(400, 'invalid_key', FILE_MESSAGES.invalidKey);
  if (error instanceof KeyTakenError) return httpError(409, 'already_exists', FILE_MESSAGES.objectExists);
  if (error instanceof UploadCutShortError) return httpError(400, 'upload_cut_short', FILE_MESSAGES.uploadCutShort);
  if (error instanceof FileRejectedError) {
    const message =
      error.reason === 'size'
        ? TOO_LARGE_MESSAGE
        : error.reason === 'type'
          ? FILE_MESSAGES.typeNotAccepted
          : FILE_MESSAGES.contentMismatch;
    return httpError(REJECTION_STATUS[error.reason], `file_${error.reason}`, message);
  }
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, 'file_size', TOO_LARGE_MESSAGE);
  return error;
}

async function download(services: Services, request: FastifyRequest<{ Querystring: FilesQuery }>, reply: FastifyReply) {
  let key: string;
  try {
    key = decodePathKey(encodedPath(request), 'file');
  } catch {
    throw httpError(400, 'invalid_key', FILE_MESSAGES.invalidKey);
  }
  const session = await sessionOf(request, services);
  if (session === 'invalid') throw unauthorized();
  // Without a token only public files are served, of the tenant the link names.
  const tenantId = session?.tenantId ?? request.query.tenantIdIfNoToken;
  if (!tenantId) throw httpError(401, 'authorization', MESSAGES.notAuthorized);
  // One query: entries live only in existing buckets (the foreign key cascades), so a missing bucket
  // finds no file, the same answer as a separate bucket check gave.
  const entry = await services.files.findFile(tenantId, request.query.bucketName || DEFAULT_BUCKET, key);
  if (!session && !entry?.isPublic) throw httpError(401, 'authorization', MESSAGES.notAuthorized);
  if (!entry) throw httpError(404, 'not_found', FILE_MESSAGES.fileNotFound);

  const etag = `"${entry.objectId}"`;
  const contentType = entry.contentType ?? 'application/octet-stream';
  const disposition = dispositionType(contentType, request.query.download === '1' || request.query.download === 'true');
  reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(disposition, entry.name))
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      `default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'${disposition === 'attachment' ? '; sandbox' : ''}`,
    )
    .header('cross-origin-resource-policy', entry.isPublic ? 'cross-origin' : 'same-origin')
    .header('cache-control', entry.isPublic ? 'public, max-age=300' : 'private, no-store')
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', entry.lastModifiedAt.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  const range =
    request.headers['if-range'] && request.headers['if-range'] !== etag
      ? null
      : parseRange(request.headers.range, entry.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${entry.size}`);
    throw httpError(416, 'range_not_satisfiable', FILE_MESSAGES.rangeNotSatisfiable);
  }
  const stream = await services.files.readFile(entry, range ?? undefined);
  if (!stream) {
    request.log.error({ key, objectId: entry.objectId }, 'file row without stored bytes');
    throw httpError(404, 'not_found', FILE_MESSAGES.fileNotFound);
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${entry.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', entry.size);
  }
  return reply.send(stream);
}

async function upload(services: Services, request: FastifyRequest<{ Querystring: FilesQuery }>, reply: FastifyReply) {
  const session = await uploaderOf(request, services);
  // An oversized request is cut off at once: answered and its connection closed, the rest never read.
  reply.header('connection', 'close');
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_FILES_PER_UPLOAD * (UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD)) {
    throw httpError(413, 'file_size', TOO_LARGE_MESSAGE);
  }
  let prefix: string;
  try {
    const encoded = encodedPath(request);
    prefix = folderPrefix(encoded === '' ? '' : decodePathKey(encoded));
  } catch {
    throw httpError(400, 'invalid_key', FILE_MESSAGES.invalidKey);
  }
  const bucket = await services.files.bucket(session.tenantId, request.query.bucketName);
  if (!bucket.ok) throw httpError(404, 'not_found', bucket.problem.message);

  const pending = services.files.beginUpload(session.tenantId, bucket.value, prefix, actorOf(session));
  let isPublic = false;
  try {
    for await (const part of partsOf(request)) {
      if (part.type === 'field') {
        if (part.fieldname === 'isPublic') isPublic = String(part.value).toLowerCase() === 'true';
      } else if (part.fieldname === 'file') {
        await pending.add(part.filename, part.file);
      } else {
        part.file.resume();
      }
    }
    // The parts end quietly when the client went away mid-request: that is no finished upload.
    if (request.raw.aborted) throw httpError(400, 'aborted', FILE_MESSAGES.noFile);
    if (pending.count() === 0) throw httpError(400, 'no_file', FILE_MESSAGES.noFile);
    const keys = await pending.commit({ isPublic });
    reply.removeHeader('connection');
    return { status: 'success', keys };
  } catch (error) {
    await pending.discard();
    throw uploadFailure(error);
  }
}

/**
 * One file as the raw request body (`PUT /api/v1/files/{key}?isPublic=true`): the same checks, limit,
 * answers and audit as the multipart POST, without parsing multipart. The body streams through the
 * content guard straight into storage; its content-type is not trusted, the key's extension decides
 * the type (and the sniff checks it), as in the POST.
 */
async function put(services: Services, request: FastifyRequest<{ Querystring: FilesQuery }>, reply: FastifyReply) {
  // Any refusal closes the connection: the rest of a body nobody will read is not drained.
  reply.header('connection', 'close');
  const session = await uploaderOf(request, services);
  // One file: a body declared over the limit is refused before any of it is read.
  if (Number(request.headers['content-length'] ?? 0) > UPLOAD_LIMIT_BYTES) {
    throw httpError(413, 'file_size', TOO_LARGE_MESSAGE);
  }
  // A multipart body sent here would be stored framing and all: that is the POST's.
  if (/^multipart\//i.test(request.headers['content-type'] ?? '')) {
    throw httpError(415, 'file_type', FILE_MESSAGES.typeNotAccepted);
  }
  let key: string;
  try {
    key = decodePathKey(encodedPath(request), 'file');
  } catch {
    throw httpError(400, 'invalid_key', FILE_MESSAGES.invalidKey);
  }
  const bucket = await services.files.bucket(session.tenantId, request.query.bucketName);
  if (!bucket.ok) throw httpError(404, 'not_found', bucket.problem.message);

  const pending = services.files.beginUpload(session.tenantId, bucket.value, parentOf(key), actorOf(session));
  try {
    // A body cut short (the client went away) fails the guard, so the add throws and nothing is kept.
    await pending.add(nameOf(key), request.raw);
    const keys = await pending.commit({ isPublic: String(request.query.isPublic).toLowerCase() === 'true' });
    reply.removeHeader('connection');
    return { status: 'success', keys };
  } catch (error) {
    await pending.discard();
    throw uploadFailure(error);
  }
}

/** A refused ask or completion as an HTTP answer: the status and code the PUT answers for the same refusal. */
const UPLOAD_PROBLEM_ANSWERS: Partial<Record<keyof typeof FILE_MESSAGES, [status: number, code: string]>> = {
  invalidKey: [400, 'invalid_key'],
  invalidSize: [400, 'invalid_size'],
  tooLarge: [413, 'file_size'],
  typeNotAccepted: [415, 'file_type'],
  contentMismatch: [415, 'file_content'],
  sizeMismatch: [400, 'file_size_mismatch'],
  objectExists: [409, 'already_exists'],
  bucketNotFound: [404, 'not_found'],
  uploadNotFound: [404, 'not_found'],
  uploadMissing: [400, 'upload_missing'],
};

function problemAnswer(problem: Problem) {
  const [status, code] = UPLOAD_PROBLEM_ANSWERS[problem.code as keyof typeof FILE_MESSAGES] ?? [400, problem.code];
  return httpError(status, code, problem.message);
}

/** The answer to an upload's ask: PUT the bytes to a signed storage URL, or to the file service's own PUT. */
function uploadTarget(plan: UploadPlan, isPublic: boolean): TUploadTarget {
  if (plan.kind === 'presigned') {
    const { url, headers, uploadId } = plan;
    return { method: 'PUT', url, headers, uploadId, completeUrl: `${FILE_UPLOADS_PATH}/${uploadId}/complete` };
  }
  const path = plan.key.split('/').map(encodeURIComponent).join('/');
  const query = `isPublic=${isPublic}&bucketName=${encodeURIComponent(plan.bucketName)}`;
  return { method: 'PUT', url: `${FILES_PATH}/${path}?${query}`, headers: { 'content-type': plan.contentType } };
}

/**
 * `POST /api/v1/file-uploads/{key}?isPublic=&bucketName=` with `{ size }`: the PUT's token and checks
 * (key, bucket, type, free key, the limit on the announced size) before any byte is sent; answers where
 * to PUT the bytes (TUploadTarget).
 */
async function askUpload(services: Services, request: FastifyRequest<{ Querystring: FilesQuery }>) {
  const session = await uploaderOf(request, services);
  let key: string;
  try {
    key = decodePathKey(encodedPath(request, FILE_UPLOADS_PATH), 'file');
  } catch {
    throw httpError(400, 'invalid_key', FILE_MESSAGES.invalidKey);
  }
  const size = (request.body as { size?: unknown } | null | undefined)?.size;
  const isPublic = String(request.query.isPublic).toLowerCase() === 'true';
  const plan = await services.files.askUpload(
    session.tenantId,
    { bucketName: request.query.bucketName, key, size: typeof size === 'number' ? size : Number.NaN, isPublic },
    actorOf(session),
  );
  if (!plan.ok) throw problemAnswer(plan.problem);
  return uploadTarget(plan.value, isPublic);
}

/** `POST /api/v1/file-uploads/{uploadId}/complete`: records a presigned upload, answered as the PUT answers. */
async function completeUpload(services: Services, request: FastifyRequest<{ Params: { uploadId: string } }>) {
  const session = await uploaderOf(request, services);
  const done = await services.files.completeUpload(session.tenantId, request.params.uploadId, actorOf(session));
  if (!done.ok) throw problemAnswer(done.problem);
  return { status: 'success', keys: [done.value] };
}

/**
 * The file service: GET streams a file, POST uploads into a folder (multipart fields `file` and
 * `isPublic`), PUT uploads one file as the raw body. Presigned uploads (`FILE_UPLOADS_PATH`) ask where
 * to PUT a file, and complete one sent straight to storage; they live outside `FILES_PATH`, where
 * `POST /api/v1/files/uploads/...` already means an upload into a folder named `uploads`.
 */
export function registerFileRoutes(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // Bigger buffers between the socket, the parser and the file stream: fewer pauses per 15 MB.
      highWaterMark: 1024 * 1024,
      fileHwm: 1024 * 1024,
      limits: {
        fileSize: UPLOAD_LIMIT_BYTES + 1,
        files: MAX_FILES_PER_UPLOAD,
        fields: 10,
        fieldSize: 1024,
        parts: MAX_FILES_PER_UPLOAD + 10,
        headerPairs: 100,
      },
    });
    scope.get<{ Querystring: FilesQuery }>(
      `${FILES_PATH}/*`,
      { preValidation: refuseUnstorableText },
      (request, reply) => download(services, request, reply),
    );
    for (const url of [FILES_PATH, `${FILES_PATH}/*`]) {
      scope.post<{ Querystring: FilesQuery }>(url, { preValidation: refuseUnstorableText }, (request, reply) =>
        upload(services, request, reply),
      );
    }
  });
  app.register(async (scope) => {
    // Whatever its content-type, the PUT's body is left unread for the handler to stream (`request.raw`).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.put<{ Querystring: FilesQuery }>(
      `${FILES_PATH}/*`,
      { preValidation: refuseUnstorableText },
      (request, reply) => put(services, request, reply),
    );
  });
  app.post<{ Querystring: FilesQuery }>(`${FILE_UPLOADS_PATH}/*`, { preValidation: refuseUnstorableText }, (request) =>
    askUpload(services, request),
  );
  app.post<{ Params: { uploadId: string } }>(
    `${FILE_UPLOADS_PATH}/:uploadId/complete`,
    { preValidation: refuseUnstorableText },
    (request) => completeUpload(services, request),
  );
}
