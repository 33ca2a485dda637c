import { FILE_UPLOADS_PATH, type TUploadTarget } from '@carrier/contracts';
import { execute } from '../../api/client';
import { environment } from '../../api/environment';
import { session } from '../../api/session';
import { encodeKeyPath } from './file-paths';

export type RawAnswer = { status: number; body: string };

/**
 * One request with upload progress, through XMLHttpRequest (fetch reports no upload progress). The
 * bearer token goes along unless `signed` says the URL carries its own signature (a presigned storage URL).
 */
function sendWithProgress(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  onProgress: (fraction: number) => void,
  headers: Record<string, string> = {},
  signed = false,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    const token = signed ? null : session.accessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.onabort = () => resolve({ status: 0, body: '' });
    xhr.send(body);
  });
}

/** One POST with upload progress and the bearer token; also the bundle import's. */
export function postWithProgress(
  url: string,
  body: XMLHttpRequestBodyInit,
  onProgress: (fraction: number) => void,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return sendWithProgress('POST', url, body, onProgress, headers);
}

/** A cheap authenticated query: when the token has expired it makes the client refresh it. */
export async function refreshToken(): Promise<void> {
  await execute('query files_token_check { me { id } }').catch(() => undefined);
}

/** A signed-in request's answer as text; status 0 when the network failed. */
async function signedInAnswer(url: string, init: Parameters<typeof fetchSignedIn>[1]): Promise<RawAnswer> {
  try {
    const response = await fetchSignedIn(url, init);
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 0, body: '' };
  }
}

/**
 * Uploads one file into a folder. It first asks the server where to send the bytes (which checks the
 * name, type, size and free key before any byte is sent), then PUTs the file there with progress: to a
 * storage URL signed for this upload (S3 with direct uploads), then completed; or else to the server's
 * own PUT (the raw bytes, no multipart framing), retried once after a 401 with a refreshed token.
 */
export async function uploadFile(
  bucketName: string,
  prefix: string,
  file: File,
  isPublic: boolean,
  onProgress: (fraction: number) => void,
): Promise<RawAnswer> {
  const { filesUrl } = environment();
  const bucket = encodeURIComponent(bucketName);
  const asked = await signedInAnswer(
    new URL(
      `${FILE_UPLOADS_PATH}/${encodeKeyPath(prefix + file.name)}?isPublic=${isPublic}&bucketName=${bucket}`,
      filesUrl,
    ).href,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ size: file.size }) },
  );
  if (asked.status !== 200) return asked;
  const target = JSON.parse(asked.body) as TUploadTarget;
  const url = new URL(target.url, filesUrl).href;
  if (target.completeUrl) {
    const sent = await sendWithProgress(target.method, url, file, onProgress, target.headers, true);
    // A storage service's refusal is its own XML, not a message for the user.
    if (sent.status < 200 || sent.status >= 300) return { status: sent.status, body: '' };
    return signedInAnswer(new URL(target.completeUrl, filesUrl).href, { method: 'POST' });
  }
  const first = await sendWithProgress(target.method, url, file, onProgress, target.headers);
  if (first.status !== 401) return first;
  await refreshToken();
  return sendWithProgress(target.method, url, file, onProgress, target.headers);
}

/** GETs a file-service URL (or sends `init`, such as the bundle export's POST) with the bearer token (refreshed once on 401). */
export async function fetchSignedIn(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const get = () =>
    fetch(url, {
      ...init,
      headers: {
        ...init.headers,
        ...(session.accessToken() ? { authorization: `Bearer ${session.accessToken()}` } : {}),
      },
    });
  const response = await get();
  if (response.status !== 401) return response;
  await refreshToken();
  return get();
}

/** Fetches a file with the bearer token (refreshed once on 401) and hands it to the browser as a download. */
export async function downloadFile(url: string, fileName: string): Promise<boolean> {
  const response = await fetchSignedIn(url);
  if (!response.ok) return false;
  saveDownload(await response.blob(), fileName);
  return true;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveDownload(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
